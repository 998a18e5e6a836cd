import CausewayBenchKit
import Foundation

/// The sequential round trips a round times one after another.
enum BenchRoundTrip: String, CaseIterable {
    /// The raw primitive: a script message with reply, posted from the page world.
    case raw
    /// The raw primitive posted from an isolated world, asked and answered by DOM events: the channel a call rides.
    case hop
    /// The page channel: a function a web process extension gives each frame's page world, answered through user
    /// messages.
    case channel
    /// A Causeway call.
    case call
}

/// Each round's sequential round trips, in µs, timed one after another in the same round.
struct RoundTripSamples {
    private(set) var rounds: [[BenchRoundTrip: Double]] = []

    mutating func add(_ times: [BenchRoundTrip: Double]) {
        rounds.append(times)
    }

    /// The median of `measure`'s round trips.
    func median(_ measure: BenchRoundTrip) -> Double {
        rounds.compactMap { $0[measure] }.median
    }

    /// The median of the rounds' `measure` over `base`.
    func ratio(_ measure: BenchRoundTrip, over base: BenchRoundTrip) -> Double {
        rounds.compactMap { round in round[measure].flatMap { value in round[base].map { value / $0 } } }.median
    }

    /// The median of the rounds' `measure` less `base`: what `measure` adds to the channel it rides.
    func difference(_ measure: BenchRoundTrip, less base: BenchRoundTrip) -> Double {
        rounds.compactMap { round in round[measure].flatMap { value in round[base].map { value - $0 } } }.median
    }

    /// The median of the rounds' (`measure` − `base`) / `unit`.
    func differenceRatio(_ measure: BenchRoundTrip, less base: BenchRoundTrip, over unit: BenchRoundTrip) -> Double {
        rounds.compactMap { round -> Double? in
            guard let value = round[measure], let less = round[base], let over = round[unit] else { return nil }
            return (value - less) / over
        }.median
    }

    func figure(_ measure: BenchRoundTrip, over base: BenchRoundTrip) -> BenchFigure {
        BenchFigure(raw: median(base), ours: median(measure), ratio: ratio(measure, over: base))
    }
}

/// Every round's figures, paired measure by measure.
struct BenchSamples {
    /// Whether the page channel was measured.
    var hasChannel: Bool
    /// The raw reply round trip, the world hop, the page channel and the Causeway call of each round.
    var roundTrips = RoundTripSamples()
    /// The Causeway call without an observer and with one.
    var observed = PairedSamples()
    var concurrent = PairedSamples()
    var events = PairedSamples()
    var binaryUp = PairedSamples()
    var binaryDown = PairedSamples()

    func report(readyMS: Double) -> BenchReport {
        let own = BenchFigure(raw: roundTrips.median(.raw), ours: roundTrips.difference(.call, less: .hop),
                              ratio: roundTrips.differenceRatio(.call, less: .hop, over: .raw))
        return BenchReport(readyMS: readyMS, call: roundTrips.figure(.call, over: .raw),
                           hop: roundTrips.figure(.hop, over: .raw), callOverHop: roundTrips.figure(.call, over: .hop),
                           own: own, channel: hasChannel ? roundTrips.figure(.channel, over: .raw) : nil,
                           roundTrips: roundTrips.rounds, observed: observed.figure, concurrent: concurrent.figure,
                           events: events.figure, binaryUp: binaryUp.figure, binaryDown: binaryDown.figure,
                           rounds: roundTrips.rounds.count)
    }
}

/// The figures of one benchmark run, with the ratios of the Causeway path to the raw primitive.
struct BenchReport {
    var readyMS: Double
    /// Round trips in µs: the raw primitive's reply, and a Causeway call.
    var call: BenchFigure
    /// Round trips in µs: the raw primitive's reply, and the same posted from an isolated world and reached by DOM
    /// events (the channel a call rides today).
    var hop: BenchFigure
    /// Round trips in µs: the world hop, and a Causeway call.
    var callOverHop: BenchFigure
    /// µs a call: the raw round trip's median, and the median of the rounds' call less their world hop (Causeway's
    /// own time a call); the ratio is the median of the rounds' own time over their raw round trip.
    var own: BenchFigure
    /// Round trips in µs: the raw primitive's reply, and the page channel's; `nil` when it was not measured.
    var channel: BenchFigure?
    /// Each round's round trips in µs.
    var roundTrips: [[BenchRoundTrip: Double]]
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
            ("  call over the hop (µs)", callOverHop, "≤ 1.1", callOverHop.ratio <= 1.1),
            ("  Causeway's own (µs a call)", own, "—", nil),
        ] + (channel.map { [("  the page channel (µs)", $0, "—", nil)] } ?? []) + [
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
        lines.append("")
        let measures = BenchRoundTrip.allCases.filter { $0 != .channel || channel != nil }
        lines.append("round  " + measures.map { $0.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) }.joined()
            + "own (call − hop, µs)")
        for (index, round) in roundTrips.enumerated() {
            var line = String(index + 1).padding(toLength: 7, withPad: " ", startingAt: 0)
            for measure in measures { line += cell(round[measure] ?? .nan).padding(toLength: 9, withPad: " ", startingAt: 0) }
            lines.append(line + cell((round[.call] ?? .nan) - (round[.hop] ?? .nan)))
        }
        lines.append("")
        lines.append("ready: \(cell(readyMS)) ms from creating the engine to the page's ready")
        lines.append("medians of \(rounds) rounds; each round times the round trips one after another, and every other measure's two sides back to back, changing which goes first; a ratio is the median of the rounds' ratios, and Causeway's own time the median of the rounds' call less hop")
        return lines.joined(separator: "\n")
    }

    var jsonText: String {
        let fields: [(String, Double)] = [
            ("raw_reply_rtt_us", call.raw), ("hop_rtt_us", hop.ours), ("hop_rtt_ratio", hop.ratio),
            ("call_rtt_us", call.ours), ("call_rtt_ratio", call.ratio), ("call_over_hop_ratio", callOverHop.ratio),
            ("own_call_us", own.ours), ("own_call_ratio", own.ratio),
            ("channel_rtt_us", channel?.ours ?? .nan), ("channel_rtt_ratio", channel?.ratio ?? .nan),
            ("observed_call_rtt_us", observed.ours), ("observed_call_rtt_ratio", observed.ratio),
            ("raw_concurrent_per_s", concurrent.raw), ("call_concurrent_per_s", concurrent.ours),
            ("call_concurrent_ratio", concurrent.ratio),
            ("raw_eval_events_per_s", events.raw), ("events_per_s", events.ours), ("events_ratio", events.ratio),
            ("raw_scheme_mibps", binaryDown.raw), ("binary_up_mibps", binaryUp.ours),
            ("binary_down_mibps", binaryDown.ours), ("binary_up_ratio", binaryUp.ratio),
            ("binary_down_ratio", binaryDown.ratio), ("ready_ms", readyMS), ("rounds", Double(rounds)),
        ]
        func number(_ value: Double) -> String { value.isNaN ? "null" : String(format: "%.3f", value) }
        let rounds = roundTrips.map { round in
            "{" + BenchRoundTrip.allCases.compactMap { measure in
                round[measure].map { "\"\(measure.rawValue)\": \(number($0))" }
            }.joined(separator: ", ") + "}"
        }
        return "{" + fields.map { "\"\($0.0)\": \(number($0.1))" }.joined(separator: ", ")
            + ", \"round_trips_us\": [" + rounds.joined(separator: ", ") + "]}"
    }
}
