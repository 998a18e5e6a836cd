import CausewayPackages
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// Deltas in the setup the deployment guide gives: the server signs deltas with a key of its own, not the
/// publisher's, and the app trusts both. A delta that cannot be made is tried once, and no upload is inflated
/// before its signature is checked.
@Suite struct DeltaKeyTests {
    @Test func aServerWithADeltaKeyOfItsOwnMakesAndServesDeltas() async throws {
        let server = try await ServerFixture()
        #expect(server.key.verifyingKey != server.deltaKey.verifyingKey, "the fixture keeps the keys apart")
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        let client = try server.client(device: "phone")
        #expect(try await client.update()?.manifest.version == Version(1, 0, 0))
        try client.store.confirm("shop")

        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two")) == 201)
        let offer = try #require(try await client.check())
        #expect(offer.kind == .delta, "a delta of the publisher's packages, signed with the server's key")
        let installed = try #require(try await client.install(offer))
        #expect(installed.manifest.version == Version(2, 0, 0))
        await server.close()
    }

    @Test func aDeltaThatCannotBeMadeIsTriedOnce() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two")) == 201)
        let base = try #require(try await server.service.registry.releases(of: "shop").first { $0.version == Version(1, 0, 0) })
        try Data("not a package".utf8).write(to: server.files.folder.appendingPathComponent(base.fileName))

        for _ in 0..<3 {
            #expect(try await server.offer(device: "phone", installed: Version(1, 0, 0))?.kind == .full)
        }
        #expect(server.files.readNames.filter { $0 == base.fileName }.count == 1,
                "the base package was read to make the delta once: \(server.files.readNames)")
        await server.close()
    }

    @Test func anUploadIsNotInflatedBeforeItsSignatureIsChecked() async throws {
        let server = try await ServerFixture()
        // Signed by a stranger, and one of its files' compressed stream runs past its entry: a package whose
        // inflation is checked before its signature is refused for its stream.
        let package = try server.package(Version(1, 0, 0), marker: "one", signer: PackageSigningKey())
        var bytes = try Data(contentsOf: package)
        let name = Data("files/img/7.bin".utf8)
        let header = try #require(bytes.range(of: name)).lowerBound - 30
        let start = header + 30 + Int(bytes[header + 26]) + Int(bytes[header + 27]) << 8 + Int(bytes[header + 28])
            + Int(bytes[header + 29]) << 8
        bytes.replaceSubrange(start..<start + 5, with: [0x00, 0xFF, 0xFF, 0x00, 0x00])
        try bytes.write(to: package)
        let (status, answer) = try await server.publishAnswer(package)
        #expect(status == 422)
        #expect(answer.contains(PackageError.badSignature.description), "refused for its signature: \(answer)")
        await server.close()
    }
}
