import Logging
import PostgresNIO

extension PostgresReleaseRegistry {
    /// The schema, one migration after another; a migration, once released, never changes: a change is a new one.
    /// `registry_schema` holds the number of migrations applied.
    static let migrations: [[PostgresQuery]] = [
        [
            """
            CREATE TABLE releases (
                package_id text NOT NULL, version text NOT NULL, channel text NOT NULL, rollout_percent bigint NOT NULL,
                minimum_native_version text NOT NULL, is_paused boolean NOT NULL, is_rolled_back boolean NOT NULL,
                published_at timestamptz NOT NULL, file_name text NOT NULL, sha256 text NOT NULL, size bigint NOT NULL,
                PRIMARY KEY (package_id, version))
            """,
            """
            CREATE TABLE reports (
                package_id text NOT NULL, version text NOT NULL, device text NOT NULL, outcome text NOT NULL,
                reason text, reported_at timestamptz NOT NULL,
                PRIMARY KEY (package_id, version, device))
            """,
            """
            CREATE TABLE deltas (
                package_id text NOT NULL, base text NOT NULL, version text NOT NULL, file_name text NOT NULL,
                PRIMARY KEY (package_id, base, version))
            """,
        ],
        [
            """
            ALTER TABLE releases ADD COLUMN pause_reason text, ADD COLUMN paused_at timestamptz,
                ADD COLUMN paused_by_health_rule boolean, ADD COLUMN health_rule text
            """,
            """
            UPDATE releases SET pause_reason = 'Paused by a publisher', paused_at = published_at,
                paused_by_health_rule = false WHERE is_paused
            """,
            "CREATE TABLE redeemed_tokens (token_id text PRIMARY KEY)",
            "CREATE TABLE token_secret (id integer PRIMARY KEY CHECK (id = 1), secret bytea NOT NULL)",
        ],
        [
            """
            ALTER TABLE releases ADD COLUMN phase text NOT NULL DEFAULT 'live', ADD COLUMN phase_reason text,
                ADD COLUMN phase_since timestamptz, ADD COLUMN health_round bigint NOT NULL DEFAULT 0
            """,
            """
            UPDATE releases SET
                phase = CASE WHEN is_rolled_back THEN 'rolledBack' WHEN is_paused AND paused_by_health_rule
                    THEN 'pausedByHealthRule' WHEN is_paused THEN 'pausedByPublisher' ELSE 'live' END,
                phase_reason = CASE WHEN is_rolled_back THEN 'Rolled back by a publisher' WHEN is_paused
                    THEN pause_reason END,
                phase_since = coalesce(paused_at, published_at)
            """,
            """
            ALTER TABLE releases DROP COLUMN is_paused, DROP COLUMN pause_reason, DROP COLUMN paused_at,
                DROP COLUMN paused_by_health_rule, DROP COLUMN is_rolled_back
            """,
            "ALTER TABLE reports ADD COLUMN network text, ADD COLUMN health_round bigint NOT NULL DEFAULT 0",
        ],
        [
            """
            CREATE TABLE package_files (
                name text PRIMARY KEY, size bigint NOT NULL, sha256 text NOT NULL, stored_at timestamptz NOT NULL)
            """,
            """
            CREATE TABLE package_file_chunks (
                name text NOT NULL REFERENCES package_files ON DELETE CASCADE, chunk integer NOT NULL,
                bytes bytea NOT NULL, PRIMARY KEY (name, chunk))
            """,
        ],
        [
            // The running counts of reports (see ReportTally): round -1 holds a release's counts over every round.
            """
            CREATE TABLE report_counts (
                package_id text NOT NULL, version text NOT NULL, health_round bigint NOT NULL, counter text NOT NULL,
                devices bigint NOT NULL, PRIMARY KEY (package_id, version, health_round, counter))
            """,
            """
            CREATE TABLE bad_report_networks (
                package_id text NOT NULL, version text NOT NULL, health_round bigint NOT NULL, network text NOT NULL,
                devices bigint NOT NULL, PRIMARY KEY (package_id, version, health_round, network))
            """,
            """
            INSERT INTO report_counts (package_id, version, health_round, counter, devices)
            SELECT package_id, version, round, outcome, count(*) FROM (
                SELECT package_id, version, health_round AS round, outcome FROM reports
                UNION ALL SELECT package_id, version, -1, outcome FROM reports) AS counted
            WHERE outcome IN ('installed', 'rolledBack', 'failed') GROUP BY package_id, version, round, outcome
            """,
            """
            INSERT INTO bad_report_networks (package_id, version, health_round, network, devices)
            SELECT package_id, version, round, network, count(*) FROM (
                SELECT package_id, version, health_round AS round, outcome, network FROM reports
                UNION ALL SELECT package_id, version, -1, outcome, network FROM reports) AS counted
            WHERE outcome IN ('rolledBack', 'failed') AND network IS NOT NULL
            GROUP BY package_id, version, round, network
            """,
            """
            INSERT INTO report_counts (package_id, version, health_round, counter, devices)
            SELECT package_id, version, health_round, 'badNetworks', count(*) FROM bad_report_networks
            GROUP BY package_id, version, health_round
            """,
        ],
        [
            // The deltas made before their digests were kept are made again, with them, when next asked for.
            "DELETE FROM deltas",
            "ALTER TABLE deltas ADD COLUMN sha256 text NOT NULL, ADD COLUMN size bigint NOT NULL",
        ],
        [
            "ALTER TABLE releases ADD COLUMN needs text",
            """
            CREATE TABLE app_contracts (
                digest text PRIMARY KEY, name text NOT NULL, document bytea NOT NULL,
                registered_at timestamptz NOT NULL)
            """,
            """
            CREATE TABLE contract_reports (
                digest text NOT NULL REFERENCES app_contracts ON DELETE CASCADE, package_id text NOT NULL,
                last_reported timestamptz NOT NULL, PRIMARY KEY (digest, package_id))
            """,
        ],
    ]

    /// The advisory lock that migrations run under ("Causeway" in ASCII).
    private static let migrationLock = 0x4361_7573_6577_6179

    /// Applies the migrations the database lacks, in one transaction under an advisory lock, so that instances
    /// starting at once migrate one after the other: the first applies them, the others find them applied.
    static func migrate(_ client: PostgresClient, logger: Logger) async throws {
        try await client.transaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger).drain()
            try await connection.query("CREATE TABLE IF NOT EXISTS registry_schema (version bigint NOT NULL)",
                                       logger: logger).drain()
            let applied = try await connection.query("SELECT coalesce(max(version), 0) FROM registry_schema",
                                                     logger: logger).decode(Int.self).all().first ?? 0
            guard applied <= migrations.count else {
                throw RegistryError.schemaTooNew(found: applied, known: migrations.count)
            }
            for (index, statements) in migrations.enumerated().dropFirst(applied) {
                for statement in statements {
                    try await connection.query(statement, logger: logger).drain()
                }
                try await connection.query("INSERT INTO registry_schema (version) VALUES (\(index + 1))", logger: logger)
                    .drain()
            }
        }
    }
}
