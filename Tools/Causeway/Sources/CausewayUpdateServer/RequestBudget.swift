import Synchronization

/// At most ``limit`` requests per key in each ``window``, counted in fixed windows, in this process: the server
/// keeps one for reports per device and one per client address. Several instances behind a load balancer each
/// count their own share, so the limit a client meets is this one times the number of instances it reaches.
///
/// The keys are kept for one window; when more than ``maximumKeys`` are kept, those whose window has passed are
/// dropped, and if that is not enough the request is refused, so a flood of made-up keys costs bounded memory.
public final class RequestBudget: Sendable {
    /// How many requests a key may make in a window.
    public let limit: Int
    /// How long a window lasts.
    public let window: Duration
    /// How many keys are kept at most.
    public let maximumKeys: Int
    private let uptime: @Sendable () -> Duration
    private let spent = Mutex<[String: (start: Duration, count: Int)]>([:])

    /// A budget of `limit` requests per key per `window`; `uptime` is the time since a fixed start (tests pass a
    /// manual clock's).
    public init(limit: Int, per window: Duration, maximumKeys: Int = 100_000,
                uptime: (@Sendable () -> Duration)? = nil)
    {
        self.limit = limit
        self.window = window
        self.maximumKeys = maximumKeys
        self.uptime = uptime ?? continuousUptime()
    }

    /// Spends one request of `key`'s budget; `false` when none is left in this window.
    public func spend(_ key: String) -> Bool {
        let now = uptime()
        let window = window, limit = limit, maximumKeys = maximumKeys
        return spent.withLock { spent in
            if var entry = spent[key], now - entry.start < window {
                guard entry.count < limit else { return false }
                entry.count += 1
                spent[key] = entry
                return true
            }
            if spent.count >= maximumKeys {
                spent = spent.filter { now - $0.value.start < window }
                guard spent.count < maximumKeys else { return false }
            }
            spent[key] = (now, 1)
            return limit > 0
        }
    }
}
