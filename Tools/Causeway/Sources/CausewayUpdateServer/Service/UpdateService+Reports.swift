public import CausewayPackages
import Foundation
import Synchronization
import Version

/// Device reports: admitted by their offer's token, recorded once, and judged by the release's health rule.
extension UpdateService {
    /// A device report that carries the token of an offer this server's registry made to that device for that
    /// package and version, ready for ``record(_:from:)``.
    public struct AdmittedReport: Sendable {
        /// The report.
        public let report: InstallReport
        fileprivate let token: OfferTokens.Redeemable
    }

    /// Admits `report` when it carries the token of an offer this server's registry made to that device for that
    /// package and version; throws ``UpdateServerError/forbidden(_:)`` otherwise. Nothing is recorded or spent.
    public func admit(_ report: InstallReport) async throws -> AdmittedReport {
        do {
            return AdmittedReport(report: report, token: try await tokens().check(
                report.offerToken, packageID: report.packageID, version: report.version, device: report.device))
        } catch let refusal as OfferTokens.Refusal {
            throw UpdateServerError.forbidden("The report carries no token of an offer of \(report.packageID) "
                + "\(report.version) to this device (\(refusal))")
        }
    }

    /// Records an admitted report sent from `network`, redeeming its token (``UpdateServerError/conflict(_:)`` when
    /// it was redeemed before), then pauses the release when the reports of its current health round cross its
    /// rule.
    public func record(_ admitted: AdmittedReport, from network: ClientNetwork) async throws {
        let report = admitted.report
        try await registry.record(report, from: network, redeeming: admitted.token.id)
        try await applyHealthRule(report.packageID, version: report.version)
    }

    /// Pauses release `version` of `packageID` when it is live and the reports of its current health round cross
    /// its rule: once, since a paused release is not live.
    private func applyHealthRule(_ packageID: String, version: Version) async throws {
        guard let release = try await registry.release(of: packageID, version: version),
              release.state.phase == .live, let rule = release.healthRule,
              let breach = rule.breach(in: try await registry.health(of: packageID, version: version,
                                                                     round: release.healthRound))
        else { return }
        // Between the read and this update, a publisher may have moved it, or another report paused it already: then
        // its state refuses the event and it stays as it is.
        do {
            defer { releaseCache.forget(packageID) }
            _ = try await registry.update(packageID, version: version) { release in
                try release.apply(.healthPause, reason: "Paused by its health rule: \(breach)")
            }
            metrics.paused(by: .health)
        } catch is ReleaseState.IllegalTransition {}
    }

    /// The offer tokens, signed with the registry's secret.
    nonisolated func tokens() async throws -> OfferTokens {
        if let tokens = offerTokens.withLock({ $0 }) { return tokens }
        // Every instance reads the same secret, so two first reads at once keep the same tokens.
        let tokens = OfferTokens(secret: try await registry.tokenSecret())
        offerTokens.withLock { $0 = tokens }
        return tokens
    }
}
