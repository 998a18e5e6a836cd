/// The native end of one frame's document: its identity, whether it is ready, the messages waiting for it, and
/// the pull it has parked to receive them.
@MainActor
final class FrameChannel {
    let sender: Sender
    /// Whether the frame said `ready`: only then does it receive calls and events.
    var isReady = false
    /// When the frame last posted a message.
    private(set) var lastHeard = ContinuousClock.now
    private var outbox: [OutgoingMessage] = []
    private var parkedPull: CheckedContinuation<String, Never>?
    /// Stream values queued and not yet delivered, by stream id.
    private var undelivered: [String: Int] = [:]
    private var creditWaiters: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// How many undelivered values a stream may have before its producer waits.
    static let streamHighWater = 64

    init(sender: Sender) {
        self.sender = sender
    }

    /// Notes that the frame posted a message now.
    func heard() {
        lastHeard = .now
    }

    func enqueue(_ message: OutgoingMessage) {
        outbox.append(message)
        if message.kind == .next, let id = message.id {
            undelivered[id, default: 0] += 1
        }
    }

    func enqueue(contentsOf messages: [OutgoingMessage]) {
        for message in messages { enqueue(message) }
    }

    /// Removes a queued message for `id` of `kind`, so a cancelled call that has not left is never delivered.
    /// Returns whether one was removed.
    @discardableResult
    func withdraw(_ kind: WireKind, id: String) -> Bool {
        guard let index = outbox.firstIndex(where: { $0.kind == kind && $0.id == id }) else { return false }
        outbox.remove(at: index)
        return true
    }

    /// Parks a pull until there is something to deliver; an older parked pull is answered with an empty batch.
    func pull(epoch: Int) async -> String {
        await withCheckedContinuation { continuation in
            parkedPull?.resume(returning: OutgoingMessage.batchText([], epoch: epoch))
            parkedPull = continuation
            flush(epoch: epoch)
        }
    }

    /// Answers the parked pull with everything queued, in order.
    func flush(epoch: Int) {
        guard let pull = parkedPull, !outbox.isEmpty else { return }
        let messages = outbox
        outbox.removeAll()
        parkedPull = nil
        pull.resume(returning: OutgoingMessage.batchText(messages, epoch: epoch))
        for message in messages where message.kind == .next {
            if let id = message.id { delivered(streamID: id) }
        }
    }

    /// Waits while stream `id` has too many undelivered values.
    func waitForCredit(streamID id: String) async {
        guard undelivered[id, default: 0] >= Self.streamHighWater else { return }
        await withCheckedContinuation { continuation in
            creditWaiters[id, default: []].append(continuation)
        }
    }

    /// Forgets stream `id`'s accounting and releases its producer.
    func forgetStream(_ id: String) {
        undelivered[id] = nil
        creditWaiters.removeValue(forKey: id)?.forEach { $0.resume() }
    }

    /// Ends the channel: the parked pull is answered empty and waiting producers are released.
    func close() {
        parkedPull?.resume(returning: "")
        parkedPull = nil
        outbox.removeAll()
        for waiters in creditWaiters.values { waiters.forEach { $0.resume() } }
        creditWaiters.removeAll()
        undelivered.removeAll()
    }

    private func delivered(streamID id: String) {
        guard let count = undelivered[id] else { return }
        undelivered[id] = count > 1 ? count - 1 : nil
        if count - 1 < Self.streamHighWater / 2, let waiters = creditWaiters.removeValue(forKey: id) {
            waiters.forEach { $0.resume() }
        }
    }
}
