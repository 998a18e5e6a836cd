/// Size and shape limits that both sides enforce, announced to the page in the `hello` answer.
public struct BridgeLimits: Sendable, Equatable, Codable {
    /// The largest wire message, in bytes of JSON text.
    public var maxMessageBytes: Int
    /// The largest single binary value.
    public var maxBlobBytes: Int
    /// How deeply arrays and objects may nest inside a payload.
    public var maxDepth: Int

    /// Limits with the documented defaults: 32 MiB messages, 256 MiB blobs, depth 256.
    public init(maxMessageBytes: Int = 32 << 20, maxBlobBytes: Int = 256 << 20, maxDepth: Int = 256) {
        self.maxMessageBytes = maxMessageBytes
        self.maxBlobBytes = maxBlobBytes
        self.maxDepth = maxDepth
    }

    var jsonText: String {
        "{\"maxMessageBytes\":\(maxMessageBytes),\"maxBlobBytes\":\(maxBlobBytes),\"maxDepth\":\(maxDepth)}"
    }
}
