import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import Testing
import Version

/// Pruning forgets the deltas no device is offered and removes the files nothing names once their grace is over,
/// while everything offered still downloads; a forgotten delta is made again when it is offered again.
@Suite struct PruneTests {
    @Test(arguments: RegistryEngine.allCases)
    func pruningKeepsWhatIsOfferedAndDropsTheRest(on engine: RegistryEngine) async throws {
        try await engine.withRegistry { registry, _ in
            let folder = ServerFixture.scratchFolder()
            let files = if let postgres = registry as? PostgresReleaseRegistry {
                RecordingFiles(try postgres.packageFiles(cachedIn: folder.appendingPathComponent("cache")))
            } else {
                try RecordingFiles(folder: folder.appendingPathComponent("files"))
            }
            let now = Mutex(Date())
            let server = try await ServerFixture(folder: folder, key: PackageSigningKey(), registry: registry, files: files,
                                                 ownsFolder: true, releasesFreshFor: .zero, clock: { now.withLock { $0 } })
            for (index, version) in [Version(1, 0, 0), Version(2, 0, 0)].enumerated() {
                #expect(try await server.publish(try server.package(version, marker: "v\(index)")) == 201)
            }
            let toTwo = try #require(try await server.offer(device: "phone", installed: Version(1, 0, 0)))
            #expect(toTwo.kind == .delta)
            #expect(try await server.publish(try server.package(Version(3, 0, 0), marker: "v3")) == 201)
            let toThree = try #require(try await server.offer(device: "phone", installed: Version(1, 0, 0)))
            #expect(toThree.kind == .delta && toThree.version == Version(3, 0, 0))
            let stray = folder.appendingPathComponent("stray.zip")
            try Data("a publish that never reached the registry".utf8).write(to: stray)
            try await files.put(stray, as: "stray.zip")

            let first = try await server.service.prune(olderThan: .seconds(3600))
            #expect(first.deltas == ["shop-1.0.0-to-2.0.0.delta.zip"], "2.0.0 is covered by 3.0.0 for every device")
            #expect(first.files.isEmpty, "files stored within the grace stay")
            now.withLock { $0 = $0.addingTimeInterval(7200) }
            let second = try await server.service.prune(olderThan: .seconds(3600))
            #expect(second.deltas.isEmpty)
            #expect(second.files.sorted() == ["shop-1.0.0-to-2.0.0.delta.zip", "stray.zip"])
            let kept = Set(try await files.storedFiles().map(\.name))
            let releases = try await registry.releases(of: "shop")
            #expect(kept == Set(releases.map(\.fileName) + ["shop-1.0.0-to-3.0.0.delta.zip"]))
            #expect(try await Self.status(of: toThree, from: server) == 200, "what is offered still downloads")

            // 3.0.0 rolled back: its delta goes at the next prune, and 2.0.0's is made again when offered again.
            #expect(try await server.control(Version(3, 0, 0), "rollback") == 200)
            #expect(try await server.service.prune(olderThan: .seconds(3600)).deltas == ["shop-1.0.0-to-3.0.0.delta.zip"])
            let again = try #require(try await server.offer(device: "phone", installed: Version(1, 0, 0)))
            #expect(again.kind == .delta && again.version == Version(2, 0, 0))
            #expect(try await Self.status(of: again, from: server) == 200)
            await server.stop()
        }
    }

    private static func status(of offer: UpdateOffer, from server: ServerFixture) async throws -> Int {
        let (_, answer) = try await URLSession.shared.data(from: try #require(URL(string: offer.path, relativeTo: server.url)))
        return (answer as? HTTPURLResponse)?.statusCode ?? 0
    }
}
