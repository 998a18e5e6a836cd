/// The longest time the main actor went without running a task, measured by a task that wakes every few
/// milliseconds: how a test sees a stall a person would feel.
///
/// A stall is judged against a baseline measured in the same test, never against a fixed time a busy machine could
/// break, and from the best of a few trials (``compare(within:trials:atLeast:hostile:ordinary:)``):
///
/// ```swift
/// let gaps = MainLoopGaps()
/// defer { gaps.stop() }
/// let gap = try await gaps.compare(within: 2) {
///     try await doTheHostileThing()
/// } ordinary: { duration in
///     try await doTheOrdinaryThing(for: duration)
/// }
/// XCTAssertTrue(gap.holds, "\(gap)")
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

    /// The longest gap while `hostile` runs against the longest while `ordinary` (the ordinary thing of the same
    /// kind) runs for as long as `hostile` took, which it is handed: a longest gap over a stretch of time also holds
    /// what a busy machine took from the process then, so both sides get the same stretch. `atLeast` is an ordinary
    /// gap measured before, counted when it is the longer.
    ///
    /// Both are measured again, up to `trials` times in all, while the hostile gap is over `factor` times the
    /// ordinary one. A busy machine only lengthens gaps, at random, one trial here and another there; a stall of the
    /// code under test is there in every trial. The comparison returned is the first that holds, or the last.
    public func compare(
        within factor: Int,
        trials: Int = 3,
        atLeast earlier: Duration = .zero,
        hostile: () async throws -> Void,
        ordinary: (_ forAsLong: Duration) async throws -> Void
    ) async throws -> GapComparison {
        precondition(factor > 0 && trials > 0, "a comparison takes a positive factor and at least one trial")
        var trial = 1
        while true {
            _ = takeLongest()
            let started = ContinuousClock.now
            try await hostile()
            let (hostileGap, hostileTime) = (takeLongest(), ContinuousClock.now - started)
            try await ordinary(hostileTime)
            let comparison = GapComparison(
                hostile: hostileGap, hostileTime: hostileTime, ordinary: max(earlier, takeLongest()), factor: factor,
                trial: trial)
            if comparison.holds || trial == trials { return comparison }
            trial += 1
        }
    }

    /// Stops measuring.
    public func stop() {
        task?.cancel()
        task = nil
    }
}

/// A hostile thing's longest main-loop gap beside the ordinary thing's, from
/// ``MainLoopGaps/compare(within:trials:atLeast:hostile:ordinary:)``.
public struct GapComparison: Sendable, CustomStringConvertible {
    /// The longest gap while the hostile thing ran.
    public let hostile: Duration
    /// How long the hostile thing took.
    public let hostileTime: Duration
    /// The longest gap while the ordinary thing ran for as long.
    public let ordinary: Duration
    /// How many times the ordinary gap the hostile one may be.
    public let factor: Int
    /// Which trial this was, from 1.
    public let trial: Int

    /// Whether the hostile gap is within `factor` times the ordinary one.
    public var holds: Bool { hostile <= ordinary * factor }

    public var description: String {
        "the longest gap \(hostile) in \(hostileTime) against \(ordinary) for as long (at most \(factor) times), "
            + "trial \(trial)"
    }
}
