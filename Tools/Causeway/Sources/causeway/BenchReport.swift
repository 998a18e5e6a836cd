import Foundation

/// One measure's raw primitive and Causeway path, timed back to back in each round.
struct PairedSamples {
    private(set) var raw: [Double] = []
    private(set) var ours: [Double] = []
    /// Each round's Causeway figure over its raw one. The two share that moment's load, so the median of these
    /// ratios is steadier than the ratio of the medians, which a run of slow rounds on one side can move.
    private(set) var ratios: [Double] = []

    mutating func add(raw: Double, ours: Double) {
        self.raw.append(raw)
        self.ours.append(ours)
        ratios.append(ours / raw)
    }

    var figure: BenchFigure {
        BenchFigure(raw: raw.median, ours: ours.median, ratio: ratios.median)
    }
}

/// A measure reduced over the rounds: the medians of each side, and the median of the rounds' ratios.
struct BenchFigure {
    var raw = Double.nan
    var ours = Double.nan
    var ratio = Double.nan
}

/// Every round's figures, paired measure by measure.
struct BenchSamples {
    /// The raw reply round trip and the Causeway call.
    var call = PairedSamples()
    /// The raw reply round trip and the world hop.
    var hop = PairedSamples()
    /// The Causeway call without an observer and with one.
    var observed = PairedSamples()
    var concurrent = PairedSamples()
    var events = PairedSamples()
    var binaryUp = PairedSamples()
    var binaryDown = PairedSamples()

    func report(readyMS: Double) -> BenchReport {
        BenchReport(readyMS: readyMS, call: call.figure, hop: hop.figure, observed: observed.figure,
                    concurrent: concurrent.figure, events: events.figure, binaryUp: binaryUp.figure,
                    binaryDown: binaryDown.figure, rounds: call.ratios.count)
    }
}

/// The figures of one benchmark run, with the ratios of the Causeway path to the raw primitive.
struct BenchReport {
    var readyMS: Double
    /// Round trips in µs: the raw primitive's reply, and a Causeway call.
    var call: BenchFigure
    /// Round trips in µs: the raw primitive's reply, and the same posted from an isolated world and reached by DOM
    /// events (the floor of a protected channel).
    var hop: BenchFigure
    /// Round trips in µs: a Causeway call, and the same with a bridge observer recording a summary and a trace file.
    var observed: BenchFigure
    /// Calls a second with 5,000 in flight.
    var concurrent: BenchFigure
    /// Native → page events a second.
    var events: BenchFigure
    /// MiB/s: the raw scheme download, and bytes page → native.
    var binaryUp: BenchFigure
    /// MiB/s: the raw scheme download, and bytes native → page.
    var binaryDown: BenchFigure
    var rounds: Int

    /// Each measure: name, its figure, the target, and whether the target is met.
    private var rows: [(String, BenchFigure, String, Bool?)] {
        [
            ("call round trip (µs)", call, "≤ 1.15", call.ratio <= 1.15),
            ("  the world hop alone (µs)", hop, "—", nil),
            ("  observed / unobserved (µs)", observed, "≤ 1.1", observed.ratio <= 1.1),
            ("concurrent calls (/s)", concurrent, "≥ 1.3", concurrent.ratio >= 1.3),
            ("native → page events (/s)", events, "≥ 5", events.ratio >= 5),
            ("binary page → native (MiB/s)", binaryUp, "≥ 0.7", binaryUp.ratio >= 0.7),
            ("binary native → page (MiB/s)", binaryDown, "≥ 1", binaryDown.ratio >= 1),
        ]
    }

    var table: String {
        func cell(_ value: Double) -> String { String(format: "%.1f", value) }
        var lines = ["measure                          raw         causeway    ratio   target  met"]
        for (name, figure, target, met) in rows {
            lines.append(name.padding(toLength: 33, withPad: " ", startingAt: 0)
                + cell(figure.raw).padding(toLength: 12, withPad: " ", startingAt: 0)
                + cell(figure.ours).padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%.2f", figure.ratio).padding(toLength: 8, withPad: " ", startingAt: 0)
                + target.padding(toLength: 8, withPad: " ", startingAt: 0) + (met.map { $0 ? "yes" : "NO" } ?? ""))
        }
        lines.append("ready: \(cell(readyMS)) ms from creating the engine to the page's ready")
        lines.append("medians of \(rounds) rounds; each round times every measure's two sides back to back, alternating which goes first, and a ratio is the median of the rounds' ratios")
        return lines.joined(separator: "\n")
    }

    var jsonText: String {
        let fields: [(String, Double)] = [
            ("raw_reply_rtt_us", call.raw), ("hop_rtt_us", hop.ours), ("hop_rtt_ratio", hop.ratio),
            ("call_rtt_us", call.ours), ("call_rtt_ratio", call.ratio),
            ("observed_call_rtt_us", observed.ours), ("observed_call_rtt_ratio", observed.ratio),
            ("raw_concurrent_per_s", concurrent.raw), ("call_concurrent_per_s", concurrent.ours),
            ("call_concurrent_ratio", concurrent.ratio),
            ("raw_eval_events_per_s", events.raw), ("events_per_s", events.ours), ("events_ratio", events.ratio),
            ("raw_scheme_mibps", binaryDown.raw), ("binary_up_mibps", binaryUp.ours),
            ("binary_down_mibps", binaryDown.ours), ("binary_up_ratio", binaryUp.ratio),
            ("binary_down_ratio", binaryDown.ratio), ("ready_ms", readyMS), ("rounds", Double(rounds)),
        ]
        return "{" + fields.map { "\"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ", ") + "}"
    }
}
