import CausewayPackages
import Foundation
import Logging
import PostgresNIO
import Version

/// A release's columns, in the order ``names`` lists them.
enum ReleaseColumns {
    static let names = """
        package_id, version, channel, rollout_percent, minimum_native_version, published_at, file_name, sha256, size, \
        phase, phase_reason, phase_since, health_rule, health_round, needs
        """

    /// The releases in `rows`, skipping any whose version, phase or needs text does not parse.
    static func releases(in rows: PostgresRowSequence) async throws -> [Release] {
        var releases: [Release] = []
        for try await (packageID, version, channel, rollout, minimum, publishedAt, fileName, sha256, size, phase,
                       phaseReason, phaseSince, healthRule, healthRound, needs)
            in rows.decode((String, String, String, Int, String, Date, String, String, Int64, String, String?, Date?,
                            String?, Int, String?).self)
        {
            guard let version = Version(checking: version), let minimum = Version(checking: minimum),
                  let phase = ReleaseState.Phase(rawValue: phase), let needs = Release.needs(storedText: needs)
            else { continue }
            releases.append(Release(packageID: packageID, version: version, channel: channel, rolloutPercent: rollout,
                                    minimumNativeVersion: minimum,
                                    state: ReleaseState(phase: phase, reason: phaseReason, since: phaseSince ?? publishedAt),
                                    healthRule: healthRule.flatMap(HealthRule.init(storedText:)),
                                    healthRound: healthRound, publishedAt: publishedAt, fileName: fileName,
                                    sha256: sha256, size: size, needs: needs))
        }
        return releases
    }
}

extension PostgresRowSequence {
    /// Reads every row, so that the statement has run to its end.
    func drain() async throws {
        for try await _ in self {}
    }
}

extension PostgresClient {
    /// Runs `body` in a transaction, as `withTransaction(logger:_:)` does, but throws what `body` threw as it threw
    /// it (an ``UpdateServerError``, say) when the transaction rolled back cleanly.
    func transaction<Result>(logger: Logger, isolation: isolated (any Actor)? = #isolation,
                             _ body: (PostgresConnection) async throws -> sending Result) async throws -> sending Result
    {
        do {
            return try await withTransaction(logger: logger, isolation: isolation, body)
        } catch let error as PostgresTransactionError {
            guard let thrown = error.closureError, error.rollbackError == nil else { throw error }
            throw thrown
        }
    }
}

extension AsyncSequence {
    /// Every element, in order.
    func all() async throws -> [Element] {
        try await reduce(into: []) { $0.append($1) }
    }
}
