/// One measure's raw primitive and Causeway path, timed back to back in each round: the skeleton every benchmark of
/// `causeway-bench` reports through, so that both sides of a figure share the machine's load of the same moment.
public struct PairedSamples: Sendable {
    public private(set) var raw: [Double] = []
    public private(set) var ours: [Double] = []
    /// Each round's Causeway figure over its raw one. The two share that moment's load, so the median of these
    /// ratios is steadier than the ratio of the medians, which a run of slow rounds on one side can move.
    public private(set) var ratios: [Double] = []

    public init() {}

    public mutating func add(raw: Double, ours: Double) {
        self.raw.append(raw)
        self.ours.append(ours)
        ratios.append(ours / raw)
    }

    /// Times both sides back to back, `raw` first when `rawFirst` (a benchmark alternates it from round to round, so
    /// that drift in the load favours neither), and adds the pair.
    @MainActor
    public mutating func measure(rawFirst: Bool, raw: () async throws -> Double,
                                 ours: () async throws -> Double) async throws {
        if rawFirst {
            let rawFigure = try await raw()
            add(raw: rawFigure, ours: try await ours())
        } else {
            let ourFigure = try await ours()
            add(raw: try await raw(), ours: ourFigure)
        }
    }

    /// The medians of each side, and the median of the rounds' ratios.
    public var figure: BenchFigure {
        BenchFigure(raw: raw.median, ours: ours.median, ratio: ratios.median)
    }
}

/// A measure reduced over the rounds: the medians of each side, and the median of the rounds' ratios.
public struct BenchFigure: Sendable {
    public var raw = Double.nan
    public var ours = Double.nan
    public var ratio = Double.nan

    public init(raw: Double = .nan, ours: Double = .nan, ratio: Double = .nan) {
        self.raw = raw
        self.ours = ours
        self.ratio = ratio
    }
}

/// The rounds' order of `items`: round `round` starts `round` places further along the list, so that over the rounds
/// each goes first as often as the others.
public func rotated<Item>(_ items: [Item], forRound round: Int) -> [Item] {
    guard !items.isEmpty else { return items }
    let shift = round % items.count
    return Array(items[shift...]) + Array(items[..<shift])
}
