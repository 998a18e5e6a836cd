/// A delta package the server made from one release to another: its file, and the file's digest, taken once when it
/// was made, so that an update check offering it reads no file.
public struct Delta: Sendable, Equatable {
    /// The name of its file in the file storage.
    public var fileName: String
    /// The file's SHA-256, in hex.
    public var sha256: String
    /// The file's size in bytes.
    public var size: Int64

    public init(fileName: String, sha256: String, size: Int64) {
        self.fileName = fileName
        self.sha256 = sha256
        self.size = size
    }
}
