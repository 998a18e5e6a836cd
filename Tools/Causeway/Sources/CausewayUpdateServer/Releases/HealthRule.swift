public import Foundation

/// When a release pauses by itself: once at least ``minimumReports`` devices have reported on it since it was
/// published or last resumed (its ``Release/healthRound``), the share of them that rolled back or failed is above ``maximumBadPercent``, and those
/// bad reports came from at least ``minimumNetworks`` client networks (see ``ClientNetwork``).
///
/// The rule acts on its edge: the report that crosses it pauses the release, once. A publisher's resume disarms it
/// until reports that arrive after the resume cross it again. Each device counts once, by its latest report.
///
/// ```swift
/// HealthRule(maximumBadPercent: 5, minimumReports: 50)   // pause above 5% bad, judged from 50 devices on
/// ```
public struct HealthRule: Codable, Sendable, Equatable {
    /// How many client networks bad reports must come from unless a rule says otherwise: one stranger's network,
    /// or two, cannot pause a release.
    public static let defaultMinimumNetworks = 3

    /// The share of bad reports, 0 to 100, above which the release pauses.
    public var maximumBadPercent: Double
    /// How many devices must have reported before the rule judges the release.
    public var minimumReports: Int
    /// How many distinct client networks the bad reports must come from.
    public var minimumNetworks: Int

    public init(maximumBadPercent: Double, minimumReports: Int, minimumNetworks: Int = Self.defaultMinimumNetworks) {
        self.maximumBadPercent = maximumBadPercent
        self.minimumReports = minimumReports
        self.minimumNetworks = minimumNetworks
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(maximumBadPercent: try container.decode(Double.self, forKey: .maximumBadPercent),
                  minimumReports: try container.decode(Int.self, forKey: .minimumReports),
                  minimumNetworks: try container.decodeIfPresent(Int.self, forKey: .minimumNetworks)
                      ?? Self.defaultMinimumNetworks)
    }

    /// The most reports a rule may wait for.
    public static let maximumMinimumReports = 10_000_000
    /// The most networks a rule may ask the bad reports to come from.
    public static let maximumMinimumNetworks = 100_000

    /// Throws ``UpdateServerError/badRequest(_:)`` unless the share is 0 to 100, from 1 to 10,000,000 reports
    /// (``maximumMinimumReports``) and 1 to 100,000 networks (``maximumMinimumNetworks``) are needed.
    public func validate() throws(UpdateServerError) {
        guard (0...100).contains(maximumBadPercent), (1...Self.maximumMinimumReports).contains(minimumReports),
              (1...Self.maximumMinimumNetworks).contains(minimumNetworks)
        else {
            throw .badRequest("""
                a health rule needs a share of 0 to 100, 1 to \(Self.maximumMinimumReports) reports and 1 to \
                \(Self.maximumMinimumNetworks) networks
                """)
        }
    }

    /// The rule as a registry stores it: JSON text.
    var storedText: String {
        String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
    }

    /// The rule a registry stored as ``storedText``; `nil` for text that is not one.
    init?(storedText: String) {
        guard let rule = try? JSONDecoder().decode(HealthRule.self, from: Data(storedText.utf8)) else { return nil }
        self = rule
    }

    /// Why `health` breaks the rule, or `nil` while it holds (or too few devices or networks have reported to judge).
    public func breach(in health: ReleaseHealth) -> String? {
        let bad = health.rolledBack + health.failed
        let total = bad + health.installed
        guard total >= minimumReports, health.badNetworks >= minimumNetworks else { return nil }
        let percent = Double(bad) * 100 / Double(total)
        guard percent > maximumBadPercent else { return nil }
        return "\(health.rolledBack) rolled back and \(health.failed) failed of \(total) reports "
            + "(\(percent.formatted(.number.precision(.fractionLength(1))))%) from \(health.badNetworks) networks, "
            + "above \(maximumBadPercent.formatted())%"
    }
}
