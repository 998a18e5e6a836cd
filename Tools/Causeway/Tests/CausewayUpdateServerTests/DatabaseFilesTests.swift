import CausewayPackages
import CausewayTesting
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// Package files in the registry's database: instances on one database, each with only an empty folder of its own,
/// serve every file any of them stored.
@Suite struct DatabaseFilesTests {
    @Test func aPackagePublishedThroughOneInstanceIsDownloadedWholeAndByRangeThroughAnother() async throws {
        try await PostgresCluster.withDatabase { database in
            let (key, deltaKey) = (PackageSigningKey(), PackageSigningKey())
            var servers: [ServerFixture] = []
            for _ in 0..<2 {
                let folder = ServerFixture.scratchFolder()
                let registry = try await PostgresReleaseRegistry.opened(in: database)
                let files = RecordingFiles(try registry.packageFiles(cachedIn: folder.appendingPathComponent("cache")))
                servers.append(try await ServerFixture(folder: folder, key: key, deltaKey: deltaKey, registry: registry,
                                                       files: files, ownsFolder: true, releasesFreshFor: .zero))
            }
            let (publisher, other) = (servers[0], servers[1])
            let package = try publisher.package(Version(1, 0, 0), marker: "one")
            #expect(try await publisher.publish(package) == 201)
            #expect(try FileManager.default.contentsOfDirectory(atPath: other.files.folder.path).isEmpty)

            let offer = try #require(try await other.offer(device: "phone"))
            let fileURL = try #require(URL(string: offer.path, relativeTo: other.url))
            let (whole, answer) = try await URLSession.shared.data(from: fileURL)
            #expect((answer as? HTTPURLResponse)?.statusCode == 200)
            #expect(whole == (try Data(contentsOf: package)), "the download is the published package")
            let downloaded = other.folder.appendingPathComponent("downloaded.zip")
            try whole.write(to: downloaded)
            #expect(try FileDigest.of(downloaded).sha256 == offer.sha256)
            var ranged = URLRequest(url: fileURL)
            ranged.setValue("bytes=100-199", forHTTPHeaderField: "Range")
            let (part, partAnswer) = try await URLSession.shared.data(for: ranged)
            #expect((partAnswer as? HTTPURLResponse)?.statusCode == 206)
            #expect(part == whole[100..<200])

            // A delta made through the other instance is stored once and served through the first.
            #expect(try await publisher.publish(try publisher.package(Version(2, 0, 0), marker: "two")) == 201)
            let delta = try #require(try await other.offer(device: "phone", installed: Version(1, 0, 0)))
            #expect(delta.kind == .delta)
            let (deltaBytes, deltaAnswer) = try await URLSession.shared.data(
                from: try #require(URL(string: delta.path, relativeTo: publisher.url)))
            #expect((deltaAnswer as? HTTPURLResponse)?.statusCode == 200)
            #expect(Int64(deltaBytes.count) == delta.size)
            #expect(try await database.psql("SELECT count(*) FROM package_files") == "3", "two packages and a delta, once each")
            #expect(try await publisher.files.file(named: "no-such-file.zip") == nil)
            for server in servers { await server.close() }
        }
    }

    @Test func aCopyThatIsNotTheStoredFileIsNeverServed() async throws {
        try await PostgresCluster.withDatabase { database in
            let folder = ServerFixture.scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let registry = try await PostgresReleaseRegistry.opened(in: database)
            let files = try registry.packageFiles(cachedIn: folder.appendingPathComponent("cache"))
            let source = folder.appendingPathComponent("source.bin")
            try Data((0..<3_000_000).map { UInt8($0 % 251) }).write(to: source)
            try await files.put(source, as: "big.bin")
            try await files.put(source, as: "big.bin")
            #expect(try await database.psql("SELECT count(*) FROM package_file_chunks WHERE name = 'big.bin'") == "3",
                    "stored once, in chunks of 1 MiB")
            try await database.psql("UPDATE package_file_chunks SET bytes = 'x' WHERE name = 'big.bin' AND chunk = 1")
            await #expect(throws: UpdateServerError.self) { try await files.file(named: "big.bin") }
            #expect(try FileManager.default.contentsOfDirectory(atPath: files.cacheFolder.path).isEmpty,
                    "nothing half fetched or wrong is left in the folder")
            await registry.close()
        }
    }

    @Test func aBackupRestoredIntoANewDatabaseServesTheSameReleasesFilesAndTokens() async throws {
        let backup = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-backup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: backup) }
        let key = PackageSigningKey()
        let (releases, offer, bytes) = try await PostgresCluster.withDatabase { database in
            let server = try await Self.server(on: database, key: key)
            #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
            #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two"), rollout: 50) == 201)
            #expect(try await server.control(Version(2, 0, 0), "pause") == 200)
            let offer = try #require(try await server.offer(device: "phone"))
            let bytes = try await Self.download(offer, from: server)
            let releases = try await server.releases()
            try await database.dump(to: backup)
            await server.close()
            return (releases, offer, bytes)
        }
        try await PostgresCluster.withDatabase { restored in
            try await restored.restore(from: backup)
            let server = try await Self.server(on: restored, key: key)
            #expect(try await server.releases() == releases, "the same releases, states, rules and health")
            let again = try #require(try await server.offer(device: "phone"))
            #expect((again.version, again.path, again.sha256) == (offer.version, offer.path, offer.sha256))
            #expect(try await Self.download(again, from: server) == bytes, "the same file, from an empty folder")
            let report = InstallReport(packageID: "shop", version: offer.version, device: "phone", outcome: .installed,
                                       offerToken: offer.reportToken)
            #expect(try await server.postReport(report) == 202, "a token issued before the backup still counts")
            await server.close()
        }
    }

    /// A server on `database`, its files there too, with an empty folder of its own.
    private static func server(on database: PostgresDatabase, key: PackageSigningKey) async throws -> ServerFixture {
        let folder = ServerFixture.scratchFolder()
        let registry = try await PostgresReleaseRegistry.opened(in: database)
        let files = RecordingFiles(try registry.packageFiles(cachedIn: folder.appendingPathComponent("cache")))
        return try await ServerFixture(folder: folder, key: key, registry: registry, files: files, ownsFolder: true)
    }

    private static func download(_ offer: UpdateOffer, from server: ServerFixture) async throws -> Data {
        let (bytes, answer) = try await URLSession.shared.data(from: try #require(URL(string: offer.path,
                                                                                      relativeTo: server.url)))
        try #require((answer as? HTTPURLResponse)?.statusCode == 200)
        return bytes
    }
}
