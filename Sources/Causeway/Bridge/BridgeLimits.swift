/// Size and shape limits that both sides enforce, announced to the page in the `hello` answer.
public struct BridgeLimits: Sendable, Equatable, Codable {
    /// The largest wire message, in bytes of JSON text.
    public var maxMessageBytes: Int
    /// The largest single binary value.
    public var maxBlobBytes: Int
    /// How deeply arrays and objects may nest inside a payload.
    public var maxDepth: Int
    /// The most bytes one frame's uploads may hold in the blob store before a call claims them.
    public var maxWaitingBlobBytesPerFrame: Int
    /// The most bytes all frames' uploads may hold in the blob store.
    public var maxWaitingBlobBytes: Int
    /// The most frames' documents the bridge keeps a channel for at once; past it, the subframe heard from least
    /// recently loses its channel.
    public var maxFrameChannels: Int

    /// Limits with the documented defaults: 32 MiB messages, 256 MiB blobs, depth 256, and at most 512 MiB of one
    /// frame's uploads and 1 GiB of all uploads waiting, and 256 frames' channels.
    public init(maxMessageBytes: Int = 32 << 20, maxBlobBytes: Int = 256 << 20, maxDepth: Int = 256,
                maxWaitingBlobBytesPerFrame: Int = 512 << 20, maxWaitingBlobBytes: Int = 1 << 30,
                maxFrameChannels: Int = 256)
    {
        self.maxMessageBytes = maxMessageBytes
        self.maxBlobBytes = maxBlobBytes
        self.maxDepth = maxDepth
        self.maxWaitingBlobBytesPerFrame = maxWaitingBlobBytesPerFrame
        self.maxWaitingBlobBytes = maxWaitingBlobBytes
        self.maxFrameChannels = maxFrameChannels
    }

    var jsonText: String {
        "{\"maxMessageBytes\":\(maxMessageBytes),\"maxBlobBytes\":\(maxBlobBytes),\"maxDepth\":\(maxDepth)}"
    }
}

extension BridgeLimits {
    private enum CodingKeys: String, CodingKey {
        case maxMessageBytes, maxBlobBytes, maxDepth, maxWaitingBlobBytesPerFrame, maxWaitingBlobBytes, maxFrameChannels
    }

    /// Reads limits as the `hello` answer announces them (the native-only bounds take their defaults when absent).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = BridgeLimits()
        self.init(
            maxMessageBytes: try container.decode(Int.self, forKey: .maxMessageBytes),
            maxBlobBytes: try container.decode(Int.self, forKey: .maxBlobBytes),
            maxDepth: try container.decode(Int.self, forKey: .maxDepth),
            maxWaitingBlobBytesPerFrame: try container.decodeIfPresent(Int.self, forKey: .maxWaitingBlobBytesPerFrame)
                ?? defaults.maxWaitingBlobBytesPerFrame,
            maxWaitingBlobBytes: try container.decodeIfPresent(Int.self, forKey: .maxWaitingBlobBytes)
                ?? defaults.maxWaitingBlobBytes,
            maxFrameChannels: try container.decodeIfPresent(Int.self, forKey: .maxFrameChannels)
                ?? defaults.maxFrameChannels)
    }
}
