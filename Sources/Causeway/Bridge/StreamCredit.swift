/// The backpressure of a frame's streams: how many values of each stream are queued and not yet delivered, and the
/// producers waiting for the page to catch up.
@MainActor
final class StreamCredit {
    /// How many undelivered values a stream may have before its producer waits.
    static let highWater = 64

    private var undelivered: [String: Int] = [:]
    private var waiters: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Counts a value of stream `id` as queued.
    func queued(streamID id: String) {
        undelivered[id, default: 0] += 1
    }

    /// Counts a value of stream `id` as delivered; its producer goes on once half of the high water has drained.
    func delivered(streamID id: String) {
        guard let count = undelivered[id] else { return }
        undelivered[id] = count > 1 ? count - 1 : nil
        if count - 1 < Self.highWater / 2, let released = waiters.removeValue(forKey: id) {
            released.forEach { $0.resume() }
        }
    }

    /// Waits while stream `id` has too many undelivered values.
    func wait(streamID id: String) async {
        guard undelivered[id, default: 0] >= Self.highWater else { return }
        await withCheckedContinuation { continuation in
            waiters[id, default: []].append(continuation)
        }
    }

    /// Forgets stream `id`'s accounting and releases its producer.
    func forget(streamID id: String) {
        undelivered[id] = nil
        waiters.removeValue(forKey: id)?.forEach { $0.resume() }
    }

    /// Forgets every stream and releases every producer.
    func releaseAll() {
        let released = waiters
        waiters.removeAll()
        undelivered.removeAll()
        for continuations in released.values { continuations.forEach { $0.resume() } }
    }
}
