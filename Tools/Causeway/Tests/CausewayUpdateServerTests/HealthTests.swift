import CausewayPackages
import CausewayTesting
import CausewayUpdateServer
import Foundation
import FoundationNetworking
import Testing

/// Liveness and readiness as a load balancer or an orchestrator asks for them: `/healthz` while the process serves,
/// `/readyz` only while the registry answers.
@Suite struct HealthTests {
    private static func status(of path: String, on server: ServerFixture) async throws -> Int {
        let (_, response) = try await URLSession.shared.data(from: server.url.appendingPathComponent(path))
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }

    @Test func aServerOnSQLiteIsLiveAndReady() async throws {
        let server = try await ServerFixture()
        #expect(try await Self.status(of: "healthz", on: server) == 200)
        #expect(try await Self.status(of: "readyz", on: server) == 200)
        await server.close()
    }

    /// The database stops under a running server: it stays live and stops being ready (each probe answering by its
    /// two seconds rather than hanging on the database).
    @Test func aServerWhoseDatabaseStoppedIsLiveButNotReady() async throws {
        try await PostgresCluster.with { cluster in
            let folder = ServerFixture.scratchFolder()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let server = try await ServerFixture(
                folder: folder, key: PackageSigningKey(),
                registry: try await PostgresReleaseRegistry.opened(in: cluster.database),
                files: try RecordingFiles(folder: folder.appendingPathComponent("files")))
            #expect(try await Self.status(of: "readyz", on: server) == 200)

            await cluster.stop()
            #expect(try await Self.status(of: "healthz", on: server) == 200)
            // A probe within a second of the last read shares its answer; the next read finds the database gone.
            try await waitUntil("readiness fails") { try await Self.status(of: "readyz", on: server) == 503 }
            #expect(try await Self.status(of: "healthz", on: server) == 200)
            await server.close()
        }
    }
}
