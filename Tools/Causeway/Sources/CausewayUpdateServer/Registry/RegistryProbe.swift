import Synchronization

/// Whether a registry answers: what `/readyz` says. Anyone may ask, as often as they like, so the registry is asked at
/// most once a second: every probe within a second of the last read shares that read's answer (waiting for it while it
/// runs).
final class RegistryProbe: Sendable {
    private let registry: any ReleaseRegistry
    private let limit: Duration
    private let latest = Mutex<(started: ContinuousClock.Instant, answer: Task<Bool, Never>)?>(nil)

    /// A probe of `registry` that counts it as not answering when a small read takes longer than `limit`.
    init(_ registry: any ReleaseRegistry, limit: Duration = .seconds(2)) {
        self.registry = registry
        self.limit = limit
    }

    /// Whether the registry answered a small read within the limit, read now or by a probe less than a second ago.
    /// Never takes longer than the limit: a read still running then is left to finish on its own.
    func answers() async -> Bool {
        let (registry, limit) = (registry, limit)
        let answer = latest.withLock { latest in
            if let latest, latest.started.duration(to: .now) < .seconds(1) { return latest.answer }
            let answer = Task {
                await FirstAnswer<Bool>.wait { answer in
                    Task { answer.give((try? await registry.packageIDs(after: nil, limit: 1)) != nil) }
                    Task {
                        try? await Task.sleep(for: limit)
                        answer.give(false)
                    }
                }
            }
            latest = (.now, answer)
            return answer
        }
        return await answer.value
    }
}
