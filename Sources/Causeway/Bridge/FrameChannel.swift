import Logging

/// The native end of one frame's document: its identity, whether it is ready, the messages waiting for it, the pull
/// it has parked to receive them, and the calls it made that are being served.
///
/// Whatever is queued leaves at the end of the turn, in one batch: the channel schedules its own flush.
@MainActor
final class FrameChannel {
    let sender: Sender
    /// The document epoch the channel belongs to; a new document gets new channels.
    let epoch: Int
    /// Whether the frame said `ready`: only then does it receive calls and events.
    private(set) var isReady = false
    /// When the frame last posted a message.
    private(set) var lastHeard = ContinuousClock.now
    private var isClosed = false
    private var outbox: [OutgoingMessage] = []
    private var flushScheduled = false
    private var parkedPull: CheckedContinuation<String, Never>?
    private let credit = StreamCredit()
    private let running = RunningCalls()
    private let tracer: BridgeTracer

    private var events: WaitingEvents
    private let logger: Logger

    /// The channel of `sender`'s document `epoch`, holding at most `waitingEvents` events it has not pulled.
    init(sender: Sender, epoch: Int, waitingEvents: Int, tracer: BridgeTracer, logger: Logger) {
        self.sender = sender
        self.epoch = epoch
        self.tracer = tracer
        self.logger = logger
        events = WaitingEvents(limit: waitingEvents)
    }

    /// Notes that the frame posted a message now.
    func heard() {
        lastHeard = .now
    }

    /// Records that the frame said `ready`; returns false when it had already.
    func becomeReady() -> Bool {
        guard !isReady else { return false }
        isReady = true
        return true
    }

    // MARK: Sending

    /// Queues `message`; it leaves at the end of this turn. A closed channel drops it.
    func enqueue(_ message: OutgoingMessage) {
        guard !isClosed else { return }
        append(message)
        scheduleFlush()
    }

    /// Queues `messages` in order; they leave at the end of this turn. A closed channel drops them.
    func enqueue(contentsOf messages: [OutgoingMessage]) {
        guard !isClosed, !messages.isEmpty else { return }
        messages.forEach(append)
        scheduleFlush()
    }

    private func append(_ message: OutgoingMessage) {
        events.append(message, to: &outbox) { $0.kind == .event }
        if message.kind == .next, let id = message.id { credit.queued(streamID: id) }
    }

    /// Takes back native call `id`, which ended natively with `reason`: a call that has not left is never
    /// delivered; one that has is followed by a `cancel`, so the page stops working on it.
    func withdrawCall(_ id: String, because reason: BridgeError.Code) {
        if let index = outbox.firstIndex(where: { $0.kind == .call && $0.id == id }) {
            outbox.remove(at: index)
        } else {
            enqueue(.cancel(id: id, reason: reason))
        }
    }

    /// Parks a pull until there is something to deliver; an older parked pull is answered with an empty batch.
    func pull() async -> String {
        await withCheckedContinuation { continuation in
            parkedPull?.resume(returning: OutgoingMessage.batchText([], epoch: epoch))
            parkedPull = continuation
            flush()
        }
    }

    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        Task {
            self.flushScheduled = false
            self.flush()
        }
    }

    /// Answers the parked pull with everything queued, in order; this is where native messages to the frame
    /// leave, and where the observer hears of them.
    private func flush() {
        guard let pull = parkedPull, !outbox.isEmpty else { return }
        let messages = outbox
        outbox.removeAll()
        if events.dropped > 0 {
            logger.notice("Dropped the oldest events waiting for a frame that did not take them", metadata: [
                "dropped": "\(events.dropped)", "origin": "\(PageText(sender.origin, .logLine))",
            ])
        }
        events.taken()
        parkedPull = nil
        let texts = messages.map { $0.text(epoch: epoch) }
        pull.resume(returning: OutgoingMessage.batchText(texts, epoch: epoch))
        tracer.sent(messages, texts: texts, to: sender)
        for message in messages where message.kind == .next {
            if let id = message.id { credit.delivered(streamID: id) }
        }
    }

    // MARK: Serving the frame's calls

    /// How many of the frame's calls and streams are being served.
    var servingCount: Int { running.count }

    /// Whether the frame's call `id` is being served.
    func isServing(_ id: String) -> Bool {
        running.contains(id)
    }

    /// Serves the frame's call `id` and hands `done` its reply; see ``RunningCalls/serveCall(_:_:then:)``.
    func serveCall(_ id: String, _ work: @escaping @MainActor () async -> OutgoingMessage,
                   then done: @escaping @MainActor (OutgoingMessage?) -> Void)
    {
        running.serveCall(id, work, then: done)
    }

    /// Serves the frame's stream `id`; `work` sends its values with ``send(_:streamID:)`` and ends it with
    /// ``endStream(_:error:)``.
    func serveStream(_ id: String, _ work: @escaping @MainActor () async -> Void) {
        running.serveStream(id, work)
    }

    /// Queues one value of stream `id`, waiting first while the page is behind; throws when the stream's task is
    /// cancelled.
    func send(_ value: EncodedValue, streamID id: String) async throws {
        await credit.wait(streamID: id)
        try Task.checkCancellation()
        enqueue(.next(id: id, value: value))
    }

    /// Ends stream `id`, with `error` when it failed, unless the page cancelled it (then no `end` follows).
    func endStream(_ id: String, error: BridgeError?) {
        guard running.streamFinished(id) else { return }
        enqueue(.end(id: id, error: error))
        credit.forget(streamID: id)
    }

    /// Stops the frame's call or stream `id` because the page cancelled it.
    func cancelByPeer(_ id: String) {
        if running.cancelByPeer(id) { credit.forget(streamID: id) }
    }

    /// Ends the channel: the parked pull is answered empty, waiting producers are released, and the tasks serving
    /// the frame's calls and streams are cancelled. Later messages are dropped.
    func close() {
        isClosed = true
        parkedPull?.resume(returning: "")
        parkedPull = nil
        outbox.removeAll()
        credit.releaseAll()
        running.cancelAll()
    }
}
