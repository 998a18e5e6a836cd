import CausewayPackages
public import Foundation
public import Version

/// One published version of a package on a channel, and how far it is rolled out.
public struct Release: Codable, Sendable, Equatable {
    /// The package.
    public var packageID: String
    /// The version.
    public var version: Version
    /// The channel it is published on: `stable`, `beta`, or any name.
    public var channel: String
    /// The share of devices, 0 to 100, that are offered it (gray release).
    public var rolloutPercent: Int
    /// The oldest native app version it installs on, from its manifest.
    public var minimumNativeVersion: Version
    /// A paused release is offered to no one; devices that have it keep it.
    public var isPaused: Bool {
        pause != nil
    }
    /// Who paused it, why and when; `nil` while it is not paused.
    public var pause: ReleasePause?
    /// When the release pauses by itself, judged on every report; `nil` for none.
    public var healthRule: HealthRule?
    /// A rolled-back release is offered to no one, and devices are offered the release before it instead.
    public var isRolledBack: Bool
    /// When it was published.
    public var publishedAt: Date
    /// The name of its package file in the file storage.
    public var fileName: String
    /// The package file's SHA-256, in hex.
    public var sha256: String
    /// The package file's size in bytes.
    public var size: Int64

    public init(packageID: String, version: Version, channel: String, rolloutPercent: Int,
                minimumNativeVersion: Version, pause: ReleasePause? = nil, healthRule: HealthRule? = nil,
                isRolledBack: Bool = false, publishedAt: Date = Date(), fileName: String, sha256: String, size: Int64)
    {
        self.packageID = packageID
        self.version = version
        self.channel = channel
        self.rolloutPercent = rolloutPercent
        self.minimumNativeVersion = minimumNativeVersion
        self.pause = pause
        self.healthRule = healthRule
        self.isRolledBack = isRolledBack
        self.publishedAt = publishedAt
        self.fileName = fileName
        self.sha256 = sha256
        self.size = size
    }

    /// Whether the release may be offered at all.
    public var isLive: Bool { !isPaused && !isRolledBack }
}

/// How a release is doing: the devices that reported each outcome.
public struct ReleaseHealth: Codable, Sendable, Equatable {
    public var installed: Int
    public var rolledBack: Int
    public var failed: Int

    public init(installed: Int = 0, rolledBack: Int = 0, failed: Int = 0) {
        self.installed = installed
        self.rolledBack = rolledBack
        self.failed = failed
    }

    /// Counts `outcomes`, one for each device, by their ``InstallReport/Outcome`` raw values; others are ignored.
    init(counting outcomes: some Sequence<String>) {
        self.init()
        for outcome in outcomes {
            switch InstallReport.Outcome(rawValue: outcome) {
            case .installed: installed += 1
            case .rolledBack: rolledBack += 1
            case .failed: failed += 1
            case nil: continue
            }
        }
    }
}
