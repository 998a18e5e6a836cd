/// Where a native stream's values go: the channel of the frame that opened the stream.
@MainActor
final class StreamSink: Sendable {
    let id: String
    private weak var channel: FrameChannel?
    private weak var bridge: Bridge?

    init(id: String, channel: FrameChannel, bridge: Bridge) {
        self.id = id
        self.channel = channel
        self.bridge = bridge
    }

    /// Queues one value, waiting first while the page is behind.
    func send(_ value: EncodedValue) async throws {
        guard let channel else { throw CancellationError() }
        try await channel.send(value, streamID: id)
    }

    /// Ends the stream, unless the page cancelled it (then no `end` follows).
    func finish(_ error: BridgeError?) {
        guard let channel, let bridge, bridge.streamFinished(frameID: channel.sender.frameID, id: id) else { return }
        channel.enqueue(.end(id: id, error: error))
        channel.forgetStream(id)
    }
}
