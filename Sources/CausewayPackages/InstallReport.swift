public import Version

/// What a device reports after an update: installed and kept, or rolled back.
public struct InstallReport: Codable, Sendable, Equatable {
    /// How the update ended on the device.
    public enum Outcome: String, Codable, Sendable, CaseIterable {
        /// The version was installed and proved itself: its page declared itself ready.
        case installed
        /// The version was installed, failed on trial and was rolled back.
        case rolledBack
        /// The version could not be installed: the store refused the downloaded package.
        case failed
    }

    /// The package updated.
    public var packageID: String
    /// The version the update brought.
    @CheckedVersion public var version: Version
    /// The device's stable id, as in ``UpdateClient/Configuration/device``.
    public var device: String
    /// How the update ended.
    public var outcome: Outcome
    /// Why, for a rollback or a failure.
    public var reason: String?
    /// The ``UpdateOffer/reportToken`` of the offer this version came from; a report without a good one does not
    /// count. ``UpdateClient/report(_:)`` fills it in.
    public var offerToken: String?

    /// A report of `outcome` for `version` of package `packageID` on `device`.
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
