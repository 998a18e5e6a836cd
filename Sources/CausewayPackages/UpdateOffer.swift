public import Version

/// The update check's answer: nothing to do, or the package to download (a full package, or a delta from the
/// version the device has).
public struct UpdateOffer: Codable, Sendable, Equatable {
    /// How the offered file installs.
    public enum Kind: String, Codable, Sendable {
        case full, delta
    }

    public var packageID: String
    public var version: Version
    public var kind: Kind
    /// The file's path on the server, `/v1/files/NAME`, which answers ranges so a download can resume.
    public var path: String
    /// The file's SHA-256, in hex.
    public var sha256: String
    /// The file's size in bytes.
    public var size: Int64

    public init(packageID: String, version: Version, kind: Kind, path: String, sha256: String, size: Int64) {
        self.packageID = packageID
        self.version = version
        self.kind = kind
        self.path = path
        self.sha256 = sha256
        self.size = size
    }
}
