public import CausewayPackages
public import Foundation
public import Logging
public import PostgresNIO
public import Version

/// The release registry in a PostgreSQL database, through PostgresNIO, for any number of server instances at once.
///
/// Every call reads or writes the database, so each instance sees the others' publishes and release changes on its
/// next call. A version is published once: the release's primary key decides between two instances publishing it at
/// the same moment. A delta is made once: ``delta(of:from:to:makingItWith:)`` holds a transaction-scoped advisory
/// lock on that delta while it is made, so another instance asking for it waits, then reuses it. The schema is
/// migrated when the registry opens (see `PostgresReleaseRegistry+Schema.swift`).
///
/// The registry owns its `PostgresClient` and the task that runs it: ``close()`` ends both.
public final class PostgresReleaseRegistry: ReleaseRegistry {
    let client: PostgresClient
    private let running: Task<Void, Never>
    let logger: Logger

    /// Connects with `configuration` and migrates the schema; fails when the database holds a newer schema
    /// (``RegistryError/schemaTooNew(found:known:)``), or with ``RegistryError/unreachable(_:)`` when the migration
    /// has not got through within `startTimeout` (the database is down, refuses the login, or is locked by a
    /// migration that does not end); the log says why it was refused.
    public init(configuration: PostgresClient.Configuration, startTimeout: Duration = .seconds(30),
                logger: Logger = Logger(label: "causeway.registry")) async throws
    {
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.logger = logger
        let (started, starting) = AsyncStream<Never>.makeStream()
        running = Task {
            starting.finish()
            await client.run()
        }
        // Lease nothing before the client runs (it would log a warning, then wait).
        for await _ in started {}
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await Self.migrate(client, logger: logger) }
                group.addTask {
                    try await Task.sleep(for: startTimeout)
                    throw RegistryError.unreachable("The database did not let the registry in within \(startTimeout)")
                }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            await close()
            throw error
        }
    }

    deinit {
        running.cancel()
    }

    public func close() async {
        running.cancel()
        await running.value
    }

    public func add(_ release: Release) async throws {
        let inserted = try await client.query("""
            INSERT INTO releases (\(unescaped: ReleaseColumns.names))
            VALUES (\(release.packageID), \(release.version.description), \(release.channel), \(release.rolloutPercent),
                    \(release.minimumNativeVersion.description), \(release.publishedAt), \(release.fileName),
                    \(release.sha256), \(release.size), \(release.state.phase.rawValue), \(release.state.reason),
                    \(release.state.since), \(release.healthRule?.storedText), \(release.healthRound),
                    \(release.needsText))
            ON CONFLICT (package_id, version) DO NOTHING
            RETURNING package_id
            """, logger: logger).all()
        guard !inserted.isEmpty else {
            throw UpdateServerError.conflict("\(release.packageID) \(release.version) is published already")
        }
    }

    public func packageIDs(after: String?, limit: Int?) async throws -> [String] {
        // A NULL bound is none; LIMIT NULL is no limit.
        try await client.query("""
            SELECT DISTINCT package_id FROM releases WHERE \(after)::text IS NULL OR package_id > \(after)
            ORDER BY package_id LIMIT \(limit)
            """, logger: logger).decode(String.self).all()
    }

    public func releases(of packageID: String) async throws -> [Release] {
        let rows = try await client.query("""
            SELECT \(unescaped: ReleaseColumns.names) FROM releases WHERE package_id = \(packageID)
            """, logger: logger)
        return try await ReleaseColumns.releases(in: rows).sorted { $0.version > $1.version }
    }

    public func release(of packageID: String, version: Version) async throws -> Release? {
        let rows = try await client.query("""
            SELECT \(unescaped: ReleaseColumns.names) FROM releases
            WHERE package_id = \(packageID) AND version = \(version.description)
            """, logger: logger)
        return try await ReleaseColumns.releases(in: rows).first
    }

    public func update(_ packageID: String, version: Version,
                       _ change: @Sendable (inout Release) throws -> Void) async throws -> Release
    {
        try await client.transaction(logger: logger) { connection in
            let rows = try await connection.query("""
                SELECT \(unescaped: ReleaseColumns.names) FROM releases
                WHERE package_id = \(packageID) AND version = \(version.description) FOR UPDATE
                """, logger: logger)
            guard var release = try await ReleaseColumns.releases(in: rows).first else {
                throw UpdateServerError.notFound("\(packageID) \(version) is not published")
            }
            try change(&release)
            try await connection.query("""
                UPDATE releases SET channel = \(release.channel), rollout_percent = \(release.rolloutPercent),
                    minimum_native_version = \(release.minimumNativeVersion.description),
                    published_at = \(release.publishedAt), file_name = \(release.fileName), sha256 = \(release.sha256),
                    size = \(release.size), phase = \(release.state.phase.rawValue),
                    phase_reason = \(release.state.reason), phase_since = \(release.state.since),
                    health_rule = \(release.healthRule?.storedText),
                    health_round = \(release.healthRound), needs = \(release.needsText)
                WHERE package_id = \(packageID) AND version = \(version.description)
                """, logger: logger).drain()
            return release
        }
    }

    public func record(_ report: InstallReport, from network: ClientNetwork, redeeming tokenID: String) async throws {
        let logger = logger
        try await client.transaction(logger: logger) { connection in
            let redeemed = try await connection.query("""
                INSERT INTO redeemed_tokens (token_id) VALUES (\(tokenID)) ON CONFLICT DO NOTHING RETURNING token_id
                """, logger: logger).decode(String.self).all()
            guard !redeemed.isEmpty else { throw UpdateServerError.conflict("The offer token was used already") }
            let (packageID, version) = (report.packageID, report.version.description)
            // The reports on one release are counted one at a time: each moves what its device's earlier one counted.
            try await connection.query("""
                SELECT pg_advisory_xact_lock(\(Self.reportLockSpace), hashtext(\(packageID + " " + version)))
                """, logger: logger).drain()
            if let (outcome, network, round) = try await connection.query("""
                SELECT outcome, network, health_round FROM reports
                WHERE package_id = \(packageID) AND version = \(version) AND device = \(report.device)
                """, logger: logger).decode((String, String?, Int).self).all().first
            {
                try await Self.count(ReportTally(outcome: outcome, network: network, round: round), by: -1,
                                     of: packageID, version, on: connection, logger: logger)
            }
            let round = try await connection.query("""
                INSERT INTO reports (package_id, version, device, outcome, reason, reported_at, network, health_round)
                VALUES (\(packageID), \(version), \(report.device), \(report.outcome.rawValue),
                        \(report.reason), \(Date()), \(network.description),
                        coalesce((SELECT health_round FROM releases WHERE package_id = \(packageID) AND version = \(version)),
                                 0))
                ON CONFLICT (package_id, version, device)
                DO UPDATE SET outcome = excluded.outcome, reason = excluded.reason, reported_at = excluded.reported_at,
                    network = excluded.network, health_round = excluded.health_round
                RETURNING health_round
                """, logger: logger).decode(Int.self).all().first ?? 0
            try await Self.count(ReportTally(outcome: report.outcome.rawValue, network: network.description, round: round),
                                 by: 1, of: packageID, version, on: connection, logger: logger)
        }
    }

    /// Moves the running counts of release `version` of `packageID` by `change` (+1 or -1) for a report's `tally`.
    private static func count(_ tally: ReportTally, by change: Int, of packageID: String, _ version: String,
                              on connection: PostgresConnection, logger: Logger) async throws
    {
        func move(_ counter: String, in round: Int) async throws {
            try await connection.query("""
                INSERT INTO report_counts (package_id, version, health_round, counter, devices)
                VALUES (\(packageID), \(version), \(round), \(counter), \(change))
                ON CONFLICT (package_id, version, health_round, counter)
                DO UPDATE SET devices = report_counts.devices + excluded.devices
                """, logger: logger).drain()
        }
        for (round, counter) in tally.counters { try await move(counter, in: round) }
        for (round, network) in tally.networks {
            let devices = try await connection.query("""
                INSERT INTO bad_report_networks (package_id, version, health_round, network, devices)
                VALUES (\(packageID), \(version), \(round), \(network), \(change))
                ON CONFLICT (package_id, version, health_round, network)
                DO UPDATE SET devices = bad_report_networks.devices + excluded.devices
                RETURNING devices
                """, logger: logger).decode(Int.self).all().first ?? 0
            if ReportTally.movesNetworkCount(to: devices, by: change) {
                try await move(ReportTally.badNetworks, in: round)
            }
            if devices == 0 {
                try await connection.query("""
                    DELETE FROM bad_report_networks
                    WHERE package_id = \(packageID) AND version = \(version) AND health_round = \(round)
                        AND network = \(network)
                    """, logger: logger).drain()
            }
        }
    }

    public func tokenSecret() async throws -> Data {
        let secret = Data((0..<32).map { _ in UInt8.random(in: .min ... .max) })
        try await client.query("""
            INSERT INTO token_secret (id, secret) VALUES (1, \(secret)) ON CONFLICT (id) DO NOTHING
            """, logger: logger).drain()
        guard let stored = try await client.query("SELECT secret FROM token_secret WHERE id = 1", logger: logger)
            .decode(Data.self).all().first
        else {
            throw RegistryError.unreachable("The token secret was not kept")
        }
        return stored
    }

    public func health(of packageID: String, version: Version, round: Int?) async throws -> ReleaseHealth {
        let counters = try await client.query("""
            SELECT counter, devices FROM report_counts
            WHERE package_id = \(packageID) AND version = \(version.description)
                AND health_round = \(round ?? ReportTally.allRounds)
            """, logger: logger).decode((String, Int).self).all()
        return ReleaseHealth(counters: Dictionary(counters, uniquingKeysWith: +))
    }

    public func delta(of packageID: String, from base: Version, to version: Version) async throws -> Delta? {
        try await Self.delta(in: client.query(Self.deltaQuery(packageID, base, version), logger: logger))
    }

    public func removeDeltas(of packageID: String, to version: Version) async throws -> [String] {
        try await client.query("""
            DELETE FROM deltas WHERE package_id = \(packageID) AND version = \(version.description) RETURNING file_name
            """, logger: logger).decode(String.self).all()
    }

    public func fileNames() async throws -> Set<String> {
        Set(try await client.query("SELECT file_name FROM releases UNION SELECT file_name FROM deltas", logger: logger)
            .decode(String.self).all())
    }

    public func delta(of packageID: String, from base: Version, to version: Version,
                      makingItWith make: @Sendable () async throws -> Delta) async throws -> Delta
    {
        if let known = try await delta(of: packageID, from: base, to: version) { return known }
        let logger = logger
        return try await client.transaction(logger: logger) { connection in
            // Held until this transaction ends, also when the connection drops: a crashed instance frees it.
            try await connection.query("""
                SELECT pg_advisory_xact_lock(\(Self.deltaLockSpace), hashtext(\(packageID + " " + base.description + " " + version.description)))
                """, logger: logger).drain()
            if let made = try await Self.delta(in: connection.query(Self.deltaQuery(packageID, base, version),
                                                                   logger: logger))
            {
                return made
            }
            let delta = try await make()
            try await connection.query("""
                INSERT INTO deltas (package_id, base, version, file_name, sha256, size)
                VALUES (\(packageID), \(base.description), \(version.description), \(delta.fileName), \(delta.sha256),
                        \(delta.size))
                """, logger: logger).drain()
            return delta
        }
    }

    /// The first key of the advisory locks on a release's reports ("Repo"); the second is the hash of the release's key.
    private static let reportLockSpace: Int32 = 0x5265_706F

    /// The first key of the advisory locks on deltas ("Caus"); the second is the hash of the delta's key.
    private static let deltaLockSpace: Int32 = 0x4361_7573

    private static func deltaQuery(_ packageID: String, _ base: Version, _ version: Version) -> PostgresQuery {
        """
        SELECT file_name, sha256, size FROM deltas
        WHERE package_id = \(packageID) AND base = \(base.description) AND version = \(version.description)
        """
    }

    /// The delta in `rows`, those of ``deltaQuery(_:_:_:)``, if there is one.
    private static func delta(in rows: PostgresRowSequence) async throws -> Delta? {
        try await rows.decode((String, String, Int64).self).all().first
            .map { Delta(fileName: $0.0, sha256: $0.1, size: $0.2) }
    }
}
