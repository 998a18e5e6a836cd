import CausewayTesting
import CausewayToolTestSupport
import CausewayUpdateServer
import Foundation
import Testing

/// `sslmode` against a live server with a certificate of its own, signed by no root the system knows: `require`
/// connects over TLS without checking it, as libpq does; `verify-ca` and `verify-full` refuse it.
@Suite struct PostgresTLSTests {
    @Test func requireEncryptsWithoutCheckingAndTheVerifyingModesRefuseAnUnknownCertificate() async throws {
        try await PostgresCluster.with { cluster in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-tls-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            // The server's user writes its key, which the server reads only when that user owns it, unreadable to others.
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
            let made = try await ChildProcess.run(cluster.database.programs.asServer([
                "/bin/sh", "-c", """
                    openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 \
                      -keyout "$1/server.key" -out "$1/server.crt" && chmod 600 "$1/server.key"
                    """, "sh", folder.path,
            ]))
            try #require(made.status == 0, "openssl: \(made.errors)")
            let database = cluster.database
            try await database.psql("ALTER SYSTEM SET ssl_cert_file = '\(folder.path)/server.crt'")
            try await database.psql("ALTER SYSTEM SET ssl_key_file = '\(folder.path)/server.key'")
            try await database.psql("ALTER SYSTEM SET ssl = on")
            try await database.psql("SELECT pg_reload_conf()")
            try await waitUntil("the server takes TLS", timeout: .seconds(120)) {
                try await database.psql("SHOW ssl") == "on"
            }

            let base = "postgres://\(PostgresDatabase.username)@127.0.0.1:\(cluster.port)/postgres?sslmode="
            let encrypted = try await PostgresReleaseRegistry(
                configuration: try PostgresAddress(parsing: base + "require").configuration, startTimeout: .seconds(600))
            let connections = try await database.psql("""
                SELECT count(*) FROM pg_stat_ssl JOIN pg_stat_activity USING (pid)
                WHERE ssl AND usename = '\(PostgresDatabase.username)' AND pid <> pg_backend_pid()
                """)
            await encrypted.close()
            #expect(Int(connections) ?? 0 > 0, "the registry's connections use TLS")

            for mode in ["verify-ca", "verify-full"] {
                // The refusal is the certificate's, whatever the time: a short start suffices to see it.
                await #expect(throws: RegistryError.self, "sslmode=\(mode)") {
                    try await PostgresReleaseRegistry(configuration: try PostgresAddress(parsing: base + mode).configuration,
                                                      startTimeout: .seconds(10))
                }
            }
        }
    }
}
