public import CausewayPackages
public import Foundation
public import Version

/// One published version of a package on a channel, and how far it is rolled out.
public struct Release: Codable, Sendable, Equatable {
    /// The package.
    public var packageID: String
    /// The version.
    @CheckedVersion public var version: Version
    /// The channel it is published on: `stable`, `beta`, or any name.
    public var channel: String
    /// The share of devices, 0 to 100, that are offered it (gray release).
    public var rolloutPercent: Int
    /// The oldest native app version it installs on, from its manifest.
    @CheckedVersion public var minimumNativeVersion: Version
    /// Where the release is in its life: live, superseded, paused or rolled back.
    public private(set) var state: ReleaseState
    /// When it pauses by itself, judged on the reports of its current ``healthRound``; `nil` for none.
    public var healthRule: HealthRule?
    /// How many times a publisher resumed it. A report counts toward the health rule only in the round it arrived
    /// in, so a resume holds until reports that arrive after it cross the rule again.
    public private(set) var healthRound: Int
    /// When it was published.
    public var publishedAt: Date
    /// The name of its package file in the file storage.
    public var fileName: String
    /// The package file's SHA-256, in hex.
    public var sha256: String
    /// The package file's size in bytes.
    public var size: Int64
    /// What its pages use of the app, from its manifest (``PackageManifest/needs``): a device is offered it only when
    /// the app contract it reports meets them. `nil` for a package that did not record its needs.
    public var needs: [String: ContractEntry]?

    public init(packageID: String, version: Version, channel: String, rolloutPercent: Int,
                minimumNativeVersion: Version, state: ReleaseState? = nil, healthRule: HealthRule? = nil,
                healthRound: Int = 0, publishedAt: Date = Date(), fileName: String, sha256: String,
                size: Int64, needs: [String: ContractEntry]? = nil)
    {
        self.packageID = packageID
        self.version = version
        self.channel = channel
        self.rolloutPercent = rolloutPercent
        self.minimumNativeVersion = minimumNativeVersion
        self.state = state ?? ReleaseState(liveSince: publishedAt)
        self.healthRule = healthRule
        self.healthRound = healthRound
        self.publishedAt = publishedAt
        self.fileName = fileName
        self.sha256 = sha256
        self.size = size
        self.needs = needs
    }

    /// Whether it is paused, by a publisher or by its health rule.
    public var isPaused: Bool { state.isPaused }

    /// Moves its ``state`` by `event` (see ``ReleaseState/apply(_:reason:at:)``); a resume also starts a new
    /// ``healthRound``.
    public mutating func apply(_ event: ReleaseState.Event, reason: String? = nil,
                               at date: Date = Date()) throws(ReleaseState.IllegalTransition)
    {
        try state.apply(event, reason: reason, at: date)
        if event == .resume { healthRound += 1 }
    }
}

/// How a release is doing: the devices that reported each outcome, and how many client networks the bad reports
/// came from.
public struct ReleaseHealth: Codable, Sendable, Equatable {
    public var installed: Int
    public var rolledBack: Int
    public var failed: Int
    /// How many client networks (see ``ClientNetwork``) the rolled-back and failed reports came from.
    public var badNetworks: Int

    public init(installed: Int = 0, rolledBack: Int = 0, failed: Int = 0, badNetworks: Int = 0) {
        self.installed = installed
        self.rolledBack = rolledBack
        self.failed = failed
        self.badNetworks = badNetworks
    }
}
