/// Runs asynchronous work one piece at a time, in the order it was asked for, so that a budget checked before an
/// `await` is still the budget when it is spent after it: the check and the spend are one step.
///
/// Each piece waits for the one before to finish, however that ended. What waits is bounded by whoever asks (a
/// page's running calls, ``PageBudget/runningCalls``).
@MainActor
final class OneAtATime {
    private var last: Task<Void, Never>?

    nonisolated init() {}

    /// Runs `work` once every piece asked for before it has finished, and returns what it returns.
    func run<Value: Sendable>(_ work: @escaping @MainActor () async throws -> Value) async throws -> Value {
        let previous = last
        let turn = Task { @MainActor in
            await previous?.value
            return try await work()
        }
        last = Task { @MainActor in _ = try? await turn.value }
        return try await turn.value
    }
}
