public import Foundation

extension UpdateService {
    /// What ``prune(olderThan:)`` removed.
    public struct PruneReport: Sendable, Equatable, CustomStringConvertible {
        /// The deltas forgotten: those to a release no device is offered any more.
        public var deltas: [String] = []
        /// The files removed: those no release and no delta names.
        public var files: [String] = []

        public var description: String {
            "forgot \(deltas.count) delta(s) and removed \(files.count) file(s): \(files.sorted().joined(separator: ", "))"
        }
    }

    /// Drops what no release needs any more, safely while instances serve:
    ///
    /// - deltas to a release no device is offered are forgotten: to a rolled-back release, and to a superseded one that
    ///   a newer live release of its channel covers for every device (all of its rollout, no higher native minimum).
    ///   Should such a release be offered again (its newer one rolled back), its deltas are made again when asked for;
    /// - files no release and no remembered delta names are removed once they were stored at least `grace` ago, so a
    ///   file that a publish or a delta is storing at this moment, before the registry names it, is left alone.
    ///
    /// A release's own file is never removed: a publisher may resume or roll back to it.
    public func prune(olderThan grace: Duration) async throws -> PruneReport {
        var report = PruneReport()
        for packageID in try await registry.packageIDs() {
            let releases = try await registry.releases(of: packageID)
            for release in releases where Self.isNeverOffered(release, among: releases) {
                report.deltas += try await registry.removeDeltas(of: packageID, to: release.version)
            }
        }
        let kept = try await registry.fileNames()
        let cutoff = clock().addingTimeInterval(-Double(grace.components.seconds))
        for file in try await files.storedFiles() where !kept.contains(file.name) && file.storedAt <= cutoff {
            try await files.remove(file.name)
            report.files.append(file.name)
        }
        return report
    }

    /// Whether no device is offered `release` while `releases` stand as they are.
    private static func isNeverOffered(_ release: Release, among releases: [Release]) -> Bool {
        switch release.state.phase {
        case .rolledBack: true
        case .superseded:
            releases.contains { newer in
                newer.channel == release.channel && newer.version > release.version && newer.state.phase == .live
                    && newer.rolloutPercent == 100 && newer.minimumNativeVersion <= release.minimumNativeVersion
            }
        case .live, .pausedByPublisher, .pausedByHealthRule: false
        }
    }
}
