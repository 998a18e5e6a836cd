import Foundation

/// Runs `work`, which blocks its thread (waiting for a process to end, say), on a thread of its own and returns what
/// it returned.
///
/// Swift's concurrency pool has as many threads as the machine has cores: on two cores, two tests blocked in
/// `waitpid` hold every thread of it, and nothing else in the process (a database client's connection, a timer) runs
/// until one returns. On a busy machine that is seconds.
public func awaitBlocking<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Runs `work`, which blocks its thread and cannot fail, on a thread of its own, as the throwing `awaitBlocking` does.
public func awaitBlocking<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
