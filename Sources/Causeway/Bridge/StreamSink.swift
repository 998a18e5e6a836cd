/// Where a native stream's values go: the channel of the frame that opened the stream.
@MainActor
final class StreamSink: Sendable {
    let id: String
    private weak var channel: FrameChannel?

    init(id: String, channel: FrameChannel) {
        self.id = id
        self.channel = channel
    }

    /// Queues one value, waiting first while the page is behind.
    func send(_ value: EncodedValue) async throws {
        guard let channel else { throw CancellationError() }
        try await channel.send(value, streamID: id)
    }

    /// Ends the stream, unless the page cancelled it (then no `end` follows).
    func finish(_ error: BridgeError?) {
        channel?.endStream(id, error: error)
    }
}
