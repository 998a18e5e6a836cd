/// The longest time the main actor went without running a task, measured by a task that wakes every few
/// milliseconds: how a test sees a stall a person would feel.
///
/// A stall is judged against a baseline measured in the same test, never against a fixed time a busy machine could
/// break:
///
/// ```swift
/// let gaps = MainLoopGaps()
/// try await doTheOrdinaryThing()
/// let baseline = gaps.takeLongest()
/// try await doTheHostileThing()
/// XCTAssertLessThanOrEqual(gaps.takeLongest(), baseline * 2)
/// gaps.stop()
/// ```
@MainActor
public final class MainLoopGaps {
    private var longest = Duration.zero
    private var task: Task<Void, Never>?

    /// Starts measuring.
    public init() {
        task = Task { @MainActor [weak self] in
            var last = ContinuousClock.now
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(2))
                let now = ContinuousClock.now
                guard let self else { return }
                self.longest = max(self.longest, last.duration(to: now))
                last = now
            }
        }
    }

    /// The longest gap since the start or the last call, and starts a new measure.
    public func takeLongest() -> Duration {
        defer { longest = .zero }
        return longest
    }

    /// Stops measuring.
    public func stop() {
        task?.cancel()
        task = nil
    }
}
