/// Runs work for one key at a time, in arrival order; work for different keys runs side by side.
actor KeyedLock {
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    /// Runs `body` once no other `body` for `key` is running.
    func withLock<Value: Sendable>(_ key: String, _ body: @Sendable () async throws -> Value) async throws -> Value {
        if waiting[key] != nil {
            await withCheckedContinuation { waiting[key, default: []].append($0) }
        } else {
            waiting[key] = []
        }
        defer { unlock(key) }
        return try await body()
    }

    /// Hands the key to the next in line, or frees it.
    private func unlock(_ key: String) {
        guard var queue = waiting[key], !queue.isEmpty else {
            waiting[key] = nil
            return
        }
        let next = queue.removeFirst()
        waiting[key] = queue
        next.resume()
    }
}
