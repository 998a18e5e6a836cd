import NIOCore
import Synchronization

/// At most ``limit`` requests per key in each ``window``, counted in fixed windows, in this process: the server
/// keeps one for reports per device, and one each for checks and reports per client. Several instances behind a
/// load balancer each count their own share, so the limit a client meets is this one times the number of instances
/// it reaches.
///
/// A key is kept for its window. When ``maximumKeys`` keys are kept in their windows, a request of a new key is
/// refused, so a flood of made-up keys costs bounded memory. A key spent within a network holds at most
/// ``maximumKeysPerNetwork`` places of the table for that network: the network's other keys share one budget, the
/// network's own, so one network cannot fill the table. Keys leave the table in the order their windows began, a few
/// at each request, so one request costs the same however full the table is.
public final class RequestBudget: Sendable {
    /// How many requests a key may make in a window.
    public let limit: Int
    /// How long a window lasts.
    public let window: Duration
    /// How many keys are kept at most.
    public let maximumKeys: Int
    /// How many keys of one network are kept at most; past them, the network's keys share one budget.
    public let maximumKeysPerNetwork: Int
    private let uptime: @Sendable () -> Duration
    private let table = Mutex(Table())

    /// One key's window: when it began, what was spent in it, and the network that holds the key's place.
    private struct Entry {
        var start: Duration
        var count: Int
        var network: String?
    }

    /// What is spent: each key's window, the keys each network holds, and the keys in the order their windows
    /// began, the oldest first.
    private struct Table {
        var spent: [String: Entry] = [:]
        var keysOf: [String: Set<String>] = [:]
        var begun = CircularBuffer<(key: String, start: Duration)>()

        /// Drops every key whose window has passed by `now`: each request drops the few that passed since the one
        /// before, never the whole table.
        mutating func drop(passedBy now: Duration, window: Duration) {
            while let oldest = begun.first, now - oldest.start >= window {
                begun.removeFirst()
                // Keys begin a window only once their last one was dropped, so this is the key's own window.
                if let network = spent.removeValue(forKey: oldest.key)?.network {
                    keysOf[network]?.remove(oldest.key)
                    if keysOf[network]?.isEmpty == true { keysOf[network] = nil }
                }
            }
        }

        /// Begins `key`'s window at `now` with one request spent.
        mutating func begin(_ key: String, at now: Duration, in network: String?) {
            spent[key] = Entry(start: now, count: 1, network: network)
            begun.append((key, now))
            if let network { keysOf[network, default: []].insert(key) }
        }
    }

    /// A budget of `limit` requests per key per `window`; `uptime` is the time since a fixed start (tests pass a
    /// manual clock's).
    public init(limit: Int, per window: Duration, maximumKeys: Int = 100_000, maximumKeysPerNetwork: Int = 256,
                uptime: (@Sendable () -> Duration)? = nil)
    {
        self.limit = limit
        self.window = window
        self.maximumKeys = maximumKeys
        self.maximumKeysPerNetwork = maximumKeysPerNetwork
        self.uptime = uptime ?? continuousUptime()
    }

    /// Spends one request of `key`'s budget, a key of `network` when given (see ``maximumKeysPerNetwork``); `false`
    /// when none is left in this window.
    public func spend(_ key: String, in network: String? = nil) -> Bool {
        let now = uptime()
        let (window, limit, maximumKeys, perNetwork) = (window, limit, maximumKeys, maximumKeysPerNetwork)
        return table.withLock { table in
            table.drop(passedBy: now, window: window)
            var (key, network) = (key, network)
            if let held = network, table.spent[key] == nil, table.keysOf[held, default: []].count >= perNetwork {
                (key, network) = ("network \(held)", nil)
            }
            if var entry = table.spent[key] {
                guard entry.count < limit else { return false }
                entry.count += 1
                table.spent[key] = entry
                return true
            }
            guard table.spent.count < maximumKeys else { return false }
            table.begin(key, at: now, in: network)
            return limit > 0
        }
    }

    /// Gives back one request of `key`'s budget spent in this window: for a request that turned out to do nothing.
    public func refund(_ key: String) {
        let now = uptime()
        let window = window
        table.withLock { table in
            table.drop(passedBy: now, window: window)
            guard var entry = table.spent[key], entry.count > 0 else { return }
            entry.count -= 1
            table.spent[key] = entry
        }
    }
}
