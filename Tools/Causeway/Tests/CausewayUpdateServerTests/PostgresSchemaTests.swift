import CausewayUpdateServer
import Testing

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
            #expect(try await database.psql("SELECT string_agg(version::text, ',' ORDER BY version) FROM registry_schema") == "1,2,3,4",
                    "opening again applies nothing")
            try await database.psql("INSERT INTO registry_schema (version) VALUES (5)")
            await #expect(throws: RegistryError.schemaTooNew(found: 5, known: 4)) {
                try await PostgresReleaseRegistry.opened(in: database)
            }
        }
    }
}
