import Foundation

/// Every round's figures, reduced to medians.
struct BenchSamples {
    var rawReplyRTT: [Double] = []
    var hopRTT: [Double] = []
    var callRTT: [Double] = []
    var observedCallRTT: [Double] = []
    /// Each round's observed call round trip over its unobserved one: the two are measured back to back, so the
    /// ratio within a round is steadier than the ratio of the medians.
    var observedCallRatio: [Double] = []
    var rawConcurrent: [Double] = []
    var callConcurrent: [Double] = []
    var rawEvalEvents: [Double] = []
    var events: [Double] = []
    var rawSchemeMiBps: [Double] = []
    var binaryUpMiBps: [Double] = []
    var binaryDownMiBps: [Double] = []

    /// Adds one round's call round trips, without and with an observer.
    mutating func add(callRTT: Double, observed: Double) {
        self.callRTT.append(callRTT)
        observedCallRTT.append(observed)
        observedCallRatio.append(observed / callRTT)
    }

    func report(readyMS: Double) -> BenchReport {
        var report = BenchReport(readyMS: readyMS)
        report.rawReplyRTT = rawReplyRTT.median
        report.hopRTT = hopRTT.median
        report.callRTT = callRTT.median
        report.observedCallRTT = observedCallRTT.median
        report.observedCallRatio = observedCallRatio.median
        report.rawConcurrent = rawConcurrent.median
        report.callConcurrent = callConcurrent.median
        report.rawEvalEvents = rawEvalEvents.median
        report.events = events.median
        report.rawSchemeMiBps = rawSchemeMiBps.median
        report.binaryUpMiBps = binaryUpMiBps.median
        report.binaryDownMiBps = binaryDownMiBps.median
        report.rounds = callRTT.count
        return report
    }
}

/// The figures of one benchmark run, with the ratios of the Causeway path to the raw primitive.
struct BenchReport {
    var readyMS: Double
    var rawReplyRTT = Double.nan
    /// The raw primitive posted from an isolated world and reached by DOM events: the floor of a protected channel.
    var hopRTT = Double.nan
    var callRTT = Double.nan
    /// The same calls with a bridge observer recording a summary and writing a trace file.
    var observedCallRTT = Double.nan
    /// The median of the rounds' observed / unobserved ratios.
    var observedCallRatio = Double.nan
    var rawConcurrent = Double.nan
    var callConcurrent = Double.nan
    var rawEvalEvents = Double.nan
    var events = Double.nan
    var rawSchemeMiBps = Double.nan
    var binaryUpMiBps = Double.nan
    var binaryDownMiBps = Double.nan
    var rounds = 0

    init(readyMS: Double) {
        self.readyMS = readyMS
    }

    /// Each measure: name, raw figure, Causeway figure, ratio, target, and whether the target is met.
    private var rows: [(String, Double, Double, Double, String, Bool?)] {
        let rtt = callRTT / rawReplyRTT
        let hop = hopRTT / rawReplyRTT
        let concurrent = callConcurrent / rawConcurrent
        let events = self.events / rawEvalEvents
        let up = binaryUpMiBps / rawSchemeMiBps
        let down = binaryDownMiBps / rawSchemeMiBps
        return [
            ("call round trip (µs)", rawReplyRTT, callRTT, rtt, "≤ 1.15", rtt <= 1.15),
            ("  of which the world hop (µs)", rawReplyRTT, hopRTT, hop, "—", nil),
            ("  observed / unobserved (µs)", callRTT, observedCallRTT, observedCallRatio, "≤ 1.1",
             observedCallRatio <= 1.1),
            ("concurrent calls (/s)", rawConcurrent, callConcurrent, concurrent, "≥ 1.3", concurrent >= 1.3),
            ("native → page events (/s)", rawEvalEvents, self.events, events, "≥ 5", events >= 5),
            ("binary page → native (MiB/s)", rawSchemeMiBps, binaryUpMiBps, up, "≥ 0.7", up >= 0.7),
            ("binary native → page (MiB/s)", rawSchemeMiBps, binaryDownMiBps, down, "≥ 1", down >= 1),
        ]
    }

    var table: String {
        func cell(_ value: Double) -> String { String(format: "%.1f", value) }
        var lines = ["measure                          raw         causeway    ratio   target  met"]
        for (name, raw, ours, ratio, target, met) in rows {
            lines.append(name.padding(toLength: 33, withPad: " ", startingAt: 0)
                + cell(raw).padding(toLength: 12, withPad: " ", startingAt: 0)
                + cell(ours).padding(toLength: 12, withPad: " ", startingAt: 0)
                + String(format: "%.2f", ratio).padding(toLength: 8, withPad: " ", startingAt: 0)
                + target.padding(toLength: 8, withPad: " ", startingAt: 0) + (met.map { $0 ? "yes" : "NO" } ?? ""))
        }
        lines.append("ready: \(cell(readyMS)) ms from creating the engine to the page's ready")
        lines.append("medians of \(rounds) rounds; each round measures raw and Causeway back to back, and Causeway's calls with and without an observer, alternating the order")
        return lines.joined(separator: "\n")
    }

    var jsonText: String {
        let fields: [(String, Double)] = [
            ("raw_reply_rtt_us", rawReplyRTT), ("hop_rtt_us", hopRTT), ("hop_rtt_ratio", hopRTT / rawReplyRTT),
            ("call_rtt_us", callRTT), ("call_rtt_ratio", callRTT / rawReplyRTT),
            ("observed_call_rtt_us", observedCallRTT), ("observed_call_rtt_ratio", observedCallRatio),
            ("raw_concurrent_per_s", rawConcurrent), ("call_concurrent_per_s", callConcurrent),
            ("call_concurrent_ratio", callConcurrent / rawConcurrent),
            ("raw_eval_events_per_s", rawEvalEvents), ("events_per_s", events), ("events_ratio", events / rawEvalEvents),
            ("raw_scheme_mibps", rawSchemeMiBps), ("binary_up_mibps", binaryUpMiBps),
            ("binary_down_mibps", binaryDownMiBps), ("binary_up_ratio", binaryUpMiBps / rawSchemeMiBps),
            ("binary_down_ratio", binaryDownMiBps / rawSchemeMiBps), ("ready_ms", readyMS), ("rounds", Double(rounds)),
        ]
        return "{" + fields.map { "\"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ", ") + "}"
    }
}
