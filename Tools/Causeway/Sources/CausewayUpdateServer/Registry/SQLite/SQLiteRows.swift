import CausewayPackages
import Foundation
import GRDB
import Version

/// A release as a table row: versions as their text.
struct ReleaseRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "release"
    var packageID: String
    var version: String
    var channel: String
    var rolloutPercent: Int
    var minimumNativeVersion: String
    var phase: String
    var phaseReason: String?
    var phaseSince: Date?
    /// The health rule as JSON.
    var healthRule: String?
    var healthRound: Int
    var publishedAt: Date
    var fileName: String
    var sha256: String
    var size: Int64
    /// The needs as JSON.
    var needs: String?

    init(_ release: Release) {
        packageID = release.packageID
        version = release.version.description
        channel = release.channel
        rolloutPercent = release.rolloutPercent
        minimumNativeVersion = release.minimumNativeVersion.description
        phase = release.state.phase.rawValue
        phaseReason = release.state.reason
        phaseSince = release.state.since
        healthRule = release.healthRule?.storedText
        healthRound = release.healthRound
        publishedAt = release.publishedAt
        fileName = release.fileName
        sha256 = release.sha256
        size = release.size
        needs = release.needsText
    }

    var release: Release? {
        guard let version = Version(checking: version), let minimum = Version(checking: minimumNativeVersion),
              let phase = ReleaseState.Phase(rawValue: phase), let needs = Release.needs(storedText: needs)
        else {
            return nil
        }
        return Release(packageID: packageID, version: version, channel: channel, rolloutPercent: rolloutPercent,
                       minimumNativeVersion: minimum,
                       state: ReleaseState(phase: phase, reason: phaseReason, since: phaseSince ?? publishedAt),
                       healthRule: healthRule.flatMap(HealthRule.init(storedText:)),
                       healthRound: healthRound, publishedAt: publishedAt, fileName: fileName,
                       sha256: sha256, size: size, needs: needs)
    }
}

struct ReportRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "report"
    var packageID: String
    var version: String
    var device: String
    var outcome: String
    var reason: String?
    var reportedAt: Date
    /// The ``ClientNetwork`` it came from; `nil` for reports recorded before networks were.
    var network: String?
    /// The release's ``Release/healthRound`` it arrived in.
    var healthRound: Int
}

struct DeltaRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "delta"
    var packageID: String
    var base: String
    var version: String
    var fileName: String
    var sha256: String
    var size: Int64

    var delta: Delta { Delta(fileName: fileName, sha256: sha256, size: size) }
}
