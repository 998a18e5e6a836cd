public import Version

/// What a device reports after an update: installed and kept, or rolled back.
public struct InstallReport: Codable, Sendable, Equatable {
    /// How the update ended on the device.
    public enum Outcome: String, Codable, Sendable, CaseIterable {
        case installed, rolledBack, failed
    }

    public var packageID: String
    @CheckedVersion public var version: Version
    public var device: String
    public var outcome: Outcome
    /// Why, for a rollback or a failure.
    public var reason: String?
    /// The ``UpdateOffer/reportToken`` of the offer this version came from; a report without a good one does not
    /// count. ``UpdateClient/report(_:)`` fills it in.
    public var offerToken: String?

    public init(packageID: String, version: Version, device: String, outcome: Outcome, reason: String? = nil,
                offerToken: String? = nil)
    {
        self.packageID = packageID
        self.version = version
        self.device = device
        self.outcome = outcome
        self.reason = reason
        self.offerToken = offerToken
    }
}
