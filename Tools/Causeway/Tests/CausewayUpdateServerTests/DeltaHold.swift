import Synchronization

/// Holds every delta file at the door of the file storage until ``release()``, so that a test can make building a
/// delta take as long as it needs, and knows when one is being built.
final class DeltaHold: Sendable {
    private let state = Mutex<(arrived: Int, isReleased: Bool, waiting: [CheckedContinuation<Void, Never>])>(
        (0, false, []))

    /// How many delta files came to be stored.
    var arrived: Int { state.withLock { $0.arrived } }

    /// Waits until ``release()`` was called: what storing a delta file does first.
    func wait() async {
        await withCheckedContinuation { continuation in
            let isReleased = state.withLock { state in
                state.arrived += 1
                if !state.isReleased { state.waiting.append(continuation) }
                return state.isReleased
            }
            if isReleased { continuation.resume() }
        }
    }

    /// Lets every delta file held, and every one after, be stored.
    func release() {
        let waiting = state.withLock { state in
            state.isReleased = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
