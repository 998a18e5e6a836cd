import CausewayPackages
import CausewayUpdateServer
import Testing
import Version

/// The PostgreSQL registry's start: its migrations, in a database of its own, and a database it cannot reach.
@Suite struct PostgresSchemaTests {
    @Test func aDatabaseThatCannotBeReachedFailsTheStart() async throws {
        try await PostgresCluster.with { cluster in
            let address = try cluster.database.address
            await cluster.stop()
            await #expect(throws: RegistryError.unreachable("The database did not let the registry in within 1.0 seconds")) {
                try await PostgresReleaseRegistry(configuration: address.configuration, startTimeout: .seconds(1))
            }
        }
    }

    @Test func migrationsAreRecordedOnceAndANewerSchemaIsRefused() async throws {
        try await PostgresCluster.withDatabase { database in
            for _ in 0..<2 {
                let registry = try await PostgresReleaseRegistry.opened(in: database)
                await registry.close()
            }
            #expect(try await database.psql("SELECT string_agg(version::text, ',' ORDER BY version) FROM registry_schema") == "1,2,3,4,5,6,7",
                    "opening again applies nothing")
            try await database.psql("INSERT INTO registry_schema (version) VALUES (8)")
            await #expect(throws: RegistryError.schemaTooNew(found: 8, known: 7)) {
                try await PostgresReleaseRegistry.opened(in: database)
            }
        }
    }

    /// The migration that adds the running counts of reports counts the reports an older schema stored, and the
    /// counts move on from there as reports arrive.
    @Test func theReportsStoredBeforeTheRunningCountsAreCounted() async throws {
        try await PostgresCluster.withDatabase { database in
            let registry = try await PostgresReleaseRegistry.opened(in: database)
            await registry.close()
            // Back to the schema before the counts, with the reports it held: two rounds, a bad report without a network.
            try await database.psql("""
                DROP TABLE report_counts, bad_report_networks, contract_reports, app_contracts;
                ALTER TABLE deltas DROP COLUMN sha256, DROP COLUMN size;
                ALTER TABLE releases DROP COLUMN needs;
                DELETE FROM registry_schema WHERE version > 4;
                INSERT INTO reports (package_id, version, device, outcome, reported_at, network, health_round) VALUES
                    ('shop', '1.0.0', 'a', 'installed', now(), '198.51.1.0/24', 0),
                    ('shop', '1.0.0', 'b', 'failed', now(), '198.51.2.0/24', 0),
                    ('shop', '1.0.0', 'c', 'rolledBack', now(), '198.51.2.0/24', 1),
                    ('shop', '1.0.0', 'd', 'failed', now(), NULL, 1);
                """)
            let migrated = try await PostgresReleaseRegistry.opened(in: database)
            try await expectTheStoredReportsCounted(by: migrated)
            await migrated.close()
        }
    }
}
