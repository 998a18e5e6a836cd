/// How much a package may expand to on the device; larger packages are refused before anything is written.
public struct PackageLimits: Sendable, Equatable {
    /// The most bytes all of a package's files may add up to.
    public var maxExpandedBytes: Int64
    /// The most files a package may have.
    public var maxFiles: Int

    /// Limits; the defaults suit an app's pages with a few videos: 512 MiB in at most 20 000 files.
    public init(maxExpandedBytes: Int64 = 512 << 20, maxFiles: Int = 20_000) {
        self.maxExpandedBytes = maxExpandedBytes
        self.maxFiles = maxFiles
    }
}
