/// Trace events added up per method and per event name: how many calls or events, how long calls took (median and
/// 99th percentile), how many failed, and how many bytes their messages carried.
///
/// ```swift
/// var summary = BridgeTraceSummary(try BridgeTrace(contentsOf: url).events)
/// print(summary.table)
/// ```
///
/// A name's ``Row/count`` is its calls, streams and events (each counted by the message that starts it); its
/// times are the durations of the messages that settle or cancel its calls; its ``Row/errors`` are those that
/// ended with an error code, a cancel included. Messages of no name (hello, ready, pull, gone, error) count only in
/// ``messages`` and ``bytes``.
///
/// Byte totals are 128-bit: no trace can add up past them, whatever sizes its lines claim, so they are always
/// exact.
public struct BridgeTraceSummary: Sendable {
    /// The figures of one method or event.
    public struct Row: Sendable, Equatable {
        /// The method or event name.
        public let name: String
        /// Calls, streams and events started.
        public let count: Int
        /// The median time from a call to the message that settled it; `nil` when none settled (an event).
        public let p50: Duration?
        /// The 99th percentile of the same times.
        public let p99: Duration?
        /// Settling messages that carried an error code.
        public let errors: Int
        /// The bytes of every message of this name, both ways.
        public let bytes: Int128

        /// Describes one name's figures.
        public init(name: String, count: Int, p50: Duration?, p99: Duration?, errors: Int, bytes: Int128) {
            self.name = name
            self.count = count
            self.p50 = p50
            self.p99 = p99
            self.errors = errors
            self.bytes = bytes
        }
    }

    private var tallies: [String: Tally] = [:]
    /// Every message added, named or not.
    public private(set) var messages = 0
    /// The bytes of every message added.
    public private(set) var bytes: Int128 = 0

    /// An empty summary.
    public init() {}

    /// The summary of `events`.
    public init(_ events: some Sequence<BridgeTraceEvent>) {
        for event in events { add(event) }
    }

    /// Adds one event.
    public mutating func add(_ event: BridgeTraceEvent) {
        messages += 1
        bytes += Int128(event.bytes)
        guard let name = event.name else { return }
        tallies[name, default: Tally()].add(event)
    }

    /// One row per name, by name.
    public var rows: [Row] {
        tallies.sorted { $0.key < $1.key }.map { name, tally in tally.row(named: name) }
    }
}

/// What one name's events add up to so far.
private struct Tally {
    var count = 0
    var durations: [Duration] = []
    var errors = 0
    var bytes: Int128 = 0

    mutating func add(_ event: BridgeTraceEvent) {
        bytes += Int128(event.bytes)
        switch event.kind {
        case .call, .stream, .event: count += 1
        default: break
        }
        if let duration = event.duration { durations.append(duration) }
        if case .failed = event.outcome { errors += 1 }
    }

    func row(named name: String) -> BridgeTraceSummary.Row {
        let sorted = durations.sorted()
        return BridgeTraceSummary.Row(name: name, count: count, p50: sorted.percentile(0.5),
                                      p99: sorted.percentile(0.99), errors: errors, bytes: bytes)
    }
}

extension [Duration] {
    /// The nearest-rank percentile `fraction` of these sorted durations; `nil` when there are none.
    func percentile(_ fraction: Double) -> Duration? {
        guard !isEmpty else { return nil }
        let rank = Int((fraction * Double(count)).rounded(.up))
        return self[Swift.min(Swift.max(rank, 1), count) - 1]
    }
}
