import ArgumentParser
import CausewayUpdateServer

/// A release's health rule, as `causeway publish` and `causeway release health` take it.
struct HealthRuleOptions: ParsableArguments {
    @Option(help: "Pause the release by itself when more than this share (0 to 100) of reports roll back or fail.")
    var pauseAbove: Double?

    @Option(help: "How many devices must have reported before --pause-above judges.")
    var minReports = 50

    @Option(help: "How many client networks (/24 for IPv4, /48 for IPv6) the bad reports must come from.")
    var minNetworks = HealthRule.defaultMinimumNetworks

    /// The rule, or `nil` without --pause-above.
    var rule: HealthRule? {
        pauseAbove.map { HealthRule(maximumBadPercent: $0, minimumReports: minReports, minimumNetworks: minNetworks) }
    }
}
