import Synchronization

/// The first of several answers to one question, handed to whoever waits for it; the later ones are dropped. What
/// lets a probe return by its deadline while the work it asked for is still running.
final class FirstAnswer<Value: Sendable>: Sendable {
    private let waiting = Mutex<CheckedContinuation<Value, Never>?>(nil)

    /// Waits for the first of the answers that `ask` arranges to `give`.
    static func wait(_ ask: (FirstAnswer<Value>) -> Void) async -> Value {
        let answer = FirstAnswer<Value>()
        return await withCheckedContinuation { continuation in
            answer.waiting.withLock { $0 = continuation }
            ask(answer)
        }
    }

    /// Gives `value`, unless an answer was given already.
    func give(_ value: Value) {
        waiting.withLock { waiting in
            defer { waiting = nil }
            return waiting
        }?.resume(returning: value)
    }
}
