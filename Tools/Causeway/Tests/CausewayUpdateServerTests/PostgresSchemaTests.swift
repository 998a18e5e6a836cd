import CausewayUpdateServer
import Testing

/// The PostgreSQL registry's start: its migrations, on a private server, and a database it cannot reach.
@Suite struct PostgresSchemaTests {
    @Test func aDatabaseThatCannotBeReachedFailsTheStart() async throws {
        try await PostgresCluster.with { cluster in
            let address = try cluster.address
            try cluster.stop()
            await #expect(throws: RegistryError.unreachable("The database did not let the registry in within 1.0 seconds")) {
                try await PostgresReleaseRegistry(configuration: address.configuration, startTimeout: .seconds(1))
            }
        }
    }

    @Test func migrationsAreRecordedOnceAndANewerSchemaIsRefused() async throws {
        try await PostgresCluster.with { cluster in
            let address = try cluster.address
            for _ in 0..<2 {
                let registry = try await PostgresReleaseRegistry(configuration: address.configuration)
                await registry.close()
            }
            #expect(try cluster.psql("SELECT version FROM registry_schema ORDER BY version") == "1",
                    "opening again applies nothing")
            try cluster.psql("INSERT INTO registry_schema (version) VALUES (2)")
            await #expect(throws: RegistryError.schemaTooNew(found: 2, known: 1)) {
                try await PostgresReleaseRegistry(configuration: address.configuration)
            }
        }
    }
}
