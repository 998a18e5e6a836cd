public import Synchronization

/// A clock that moves only when a test advances it, for code that measures time spans (rate limits, windows)
/// without the test waiting for real time to pass. Sleeping on it is not supported: it throws at once.
public final class ManualClock: Clock, Sendable {
    /// A point on a ``ManualClock``: the time advanced since the clock was made.
    public struct Instant: InstantProtocol {
        /// The time since the clock was made.
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// Why a sleep on the clock failed.
    public struct SleepUnsupported: Error {}

    private let current = Mutex(Instant(offset: .zero))

    /// A clock at zero.
    public init() {}

    public var now: Instant { current.withLock { $0 } }
    public var minimumResolution: Duration { .zero }

    /// Moves the clock forward by `duration`.
    public func advance(by duration: Duration) {
        current.withLock { $0 = $0.advanced(by: duration) }
    }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        throw SleepUnsupported()
    }
}
