public import Foundation

/// When a release pauses by itself: once at least ``minimumReports`` devices have reported on it and the share of
/// them that rolled back or failed is above ``maximumBadPercent``.
///
/// ```swift
/// HealthRule(maximumBadPercent: 5, minimumReports: 50)   // pause above 5% bad, judged from 50 devices on
/// ```
public struct HealthRule: Codable, Sendable, Equatable {
    /// The share of bad reports, 0 to 100, above which the release pauses.
    public var maximumBadPercent: Double
    /// How many devices must have reported before the rule judges the release.
    public var minimumReports: Int

    public init(maximumBadPercent: Double, minimumReports: Int) {
        self.maximumBadPercent = maximumBadPercent
        self.minimumReports = minimumReports
    }

    /// Throws ``UpdateServerError/badRequest(_:)`` unless the share is 0 to 100 and at least one report is needed.
    public func validate() throws(UpdateServerError) {
        guard (0...100).contains(maximumBadPercent), minimumReports >= 1 else {
            throw .badRequest("a health rule needs a share of 0 to 100 and at least 1 report")
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

    /// Why `health` breaks the rule, or `nil` while it holds (or too few devices have reported to judge).
    public func breach(in health: ReleaseHealth) -> String? {
        let bad = health.rolledBack + health.failed
        let total = bad + health.installed
        guard total >= minimumReports else { return nil }
        let percent = Double(bad) * 100 / Double(total)
        guard percent > maximumBadPercent else { return nil }
        return "\(health.rolledBack) rolled back and \(health.failed) failed of \(total) reports "
            + "(\(percent.formatted(.number.precision(.fractionLength(1))))%), above \(maximumBadPercent.formatted())%"
    }
}

/// Who paused a release, why and when.
public struct ReleasePause: Codable, Sendable, Equatable {
    /// Whether the release's ``HealthRule`` paused it, rather than a publisher.
    public var byHealthRule: Bool
    /// Why, in words.
    public var reason: String
    /// When.
    public var at: Date

    public init(byHealthRule: Bool, reason: String, at: Date = Date()) {
        self.byHealthRule = byHealthRule
        self.reason = reason
        self.at = at
    }
}
