/// Checks `condition` every `interval` until it holds, throwing `timedOut` once `limit` has passed without it.
@MainActor
public func poll(every interval: Duration, for limit: Duration, orThrow timedOut: @autoclosure () -> any Error,
                 until condition: @MainActor () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw timedOut() }
        try await Task.sleep(for: interval)
    }
}
