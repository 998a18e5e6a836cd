import CausewayPackages
import CausewayUpdateServer
import Foundation
import Synchronization
import Testing
import Version

/// Rotating a publisher's key: the old key and the new one are both accepted until the old one's retirement, then the
/// new one only, and an upload signed with the retired key is refused saying so.
@Suite struct PublisherRotationTests {
    @Test func bothKeysPublishUntilTheOldOneRetiresThenOnlyTheNewOne() async throws {
        let (old, new) = (PackageSigningKey(), PackageSigningKey())
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let retirement = start.addingTimeInterval(7 * 24 * 3600)
        let now = Mutex(start)
        let folder = ServerFixture.scratchFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let server = try await ServerFixture(
            folder: folder, key: old,
            registry: try SQLiteReleaseRegistry(path: folder.appendingPathComponent("registry.sqlite").path),
            files: try RecordingFiles(folder: folder.appendingPathComponent("files")), ownsFolder: true,
            publishers: [PublisherKey(old.verifyingKey, acceptedUntil: retirement), PublisherKey(new.verifyingKey)],
            clock: { now.withLock { $0 } })

        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "old", signer: old)) == 201)
        #expect(try await server.publish(try server.package(Version(1, 1, 0), marker: "new", signer: new)) == 201)
        now.withLock { $0 = retirement.addingTimeInterval(-1) }
        #expect(try await server.publish(try server.package(Version(1, 2, 0), marker: "old", signer: old)) == 201,
                "a second before its retirement")

        now.withLock { $0 = retirement }
        let (status, message) = try await server.publishAnswer(try server.package(Version(2, 0, 0), marker: "old", signer: old))
        #expect(status == 403)
        #expect(message.contains("retired at 2027-01-22T08:00:00Z"), "\(message)")
        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "new", signer: new)) == 201)
        let stranger = PackageSigningKey()
        #expect(try await server.publish(try server.package(Version(3, 0, 0), marker: "?", signer: stranger)) == 422,
                "a key never given is refused as before")
        #expect(try await server.releases().map(\.release.version)
                    == [Version(2, 0, 0), Version(1, 2, 0), Version(1, 1, 0), Version(1, 0, 0)])
        await server.close()
    }
}
