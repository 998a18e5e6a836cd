import CausewayPackages

/// What one device's report adds to a release's running counts, which a registry keeps as reports arrive so that a
/// release's ``ReleaseHealth`` is read from a few rows however many devices reported.
///
/// A report counts in its health round and in the release's total (the round ``allRounds``): its outcome once, and,
/// when it is bad, its client network. A network counts toward ``ReleaseHealth/badNetworks`` while at least one
/// device's latest report from it is bad. A device's later report takes its earlier one's counts away first.
struct ReportTally {
    /// The round under which a release's counts over every round are kept.
    static let allRounds = -1
    /// The counter that holds how many networks bad reports came from.
    static let badNetworks = "badNetworks"

    /// The counters to move by one: the report's outcome, in each round it counts in.
    let counters: [(round: Int, counter: String)]
    /// The networks to move by one device, in each round it counts in: none for a good report or one without a
    /// network.
    let networks: [(round: Int, network: String)]

    /// The tally of a report with the ``InstallReport/Outcome`` raw value `outcome`, from `network`, in `round`; an
    /// outcome not known counts nowhere.
    init(outcome: String, network: String?, round: Int) {
        let rounds = [round, Self.allRounds]
        guard let known = InstallReport.Outcome(rawValue: outcome) else {
            (counters, networks) = ([], [])
            return
        }
        counters = rounds.map { ($0, known.rawValue) }
        guard known != .installed, let network else {
            networks = []
            return
        }
        self.networks = rounds.map { ($0, network) }
    }

    /// Whether a network whose bad devices were moved by `change` (+1 or -1) to `devices` now moves the count of
    /// networks by the same: it gained its first bad device, or lost its last.
    static func movesNetworkCount(to devices: Int, by change: Int) -> Bool {
        change > 0 ? devices == 1 : devices == 0
    }
}

extension ReleaseHealth {
    /// The health that a registry's running counters (see ``ReportTally``) hold, by counter name.
    init(counters: [String: Int]) {
        self.init(installed: counters[InstallReport.Outcome.installed.rawValue] ?? 0,
                  rolledBack: counters[InstallReport.Outcome.rolledBack.rawValue] ?? 0,
                  failed: counters[InstallReport.Outcome.failed.rawValue] ?? 0,
                  badNetworks: counters[ReportTally.badNetworks] ?? 0)
    }
}
