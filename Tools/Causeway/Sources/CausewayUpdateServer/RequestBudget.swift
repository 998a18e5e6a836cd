import Synchronization

/// At most ``limit`` requests per key in each ``window``, counted in fixed windows, in this process: the server
/// keeps one for reports per device, and one each for checks and reports per client. Several instances behind a
/// load balancer each count their own share, so the limit a client meets is this one times the number of instances
/// it reaches.
///
/// The keys are kept for one window; when more than ``maximumKeys`` are kept, those whose window has passed are
/// dropped, and if that is not enough the request is refused, so a flood of made-up keys costs bounded memory. A key
/// spent within a network holds at most ``maximumKeysPerNetwork`` places of the table for that network: the
/// network's other keys share one budget, the network's own, so one network cannot fill the table.
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

    /// What is spent: each key's window and count, and the keys each network holds.
    private struct Table {
        var spent: [String: (start: Duration, count: Int)] = [:]
        var keysOf: [String: Set<String>] = [:]
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
            func isCurrent(_ key: String) -> Bool { table.spent[key].map { now - $0.start < window } ?? false }
            var (key, sharesTheNetworks) = (key, false)
            if let network, !isCurrent(key), table.keysOf[network, default: []].count >= perNetwork {
                let current = table.keysOf[network, default: []].filter(isCurrent)
                for gone in table.keysOf[network, default: []].subtracting(current) { table.spent[gone] = nil }
                table.keysOf[network] = current
                if current.count >= perNetwork { (key, sharesTheNetworks) = ("network \(network)", true) }
            }
            if var entry = table.spent[key], now - entry.start < window {
                guard entry.count < limit else { return false }
                entry.count += 1
                table.spent[key] = entry
                return true
            }
            if table.spent[key] == nil, table.spent.count >= maximumKeys {
                table.spent = table.spent.filter { now - $0.value.start < window }
                table.keysOf = table.keysOf.compactMapValues { keys in
                    let kept = keys.filter { table.spent[$0] != nil }
                    return kept.isEmpty ? nil : kept
                }
                guard table.spent.count < maximumKeys else { return false }
            }
            table.spent[key] = (now, 1)
            if let network, !sharesTheNetworks { table.keysOf[network, default: []].insert(key) }
            return limit > 0
        }
    }

    /// Gives back one request of `key`'s budget spent in this window: for a request that turned out to do nothing.
    public func refund(_ key: String) {
        let now = uptime()
        let window = window
        table.withLock { table in
            guard var entry = table.spent[key], now - entry.start < window, entry.count > 0 else { return }
            entry.count -= 1
            table.spent[key] = entry
        }
    }
}
