import CausewayPackages
import CausewayTesting
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// What a check naming an older version may make the server do: a delta's digest is taken once, as it is made; one
/// delta is made at a time, and only from a release of the same channel.
@Suite struct DeltaCostTests {
    @Test func checksOfAMadeDeltaReadNoFile() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one")) == 201)
        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two")) == 201)
        var offers: [UpdateOffer] = []
        for index in 0..<6 {
            offers.append(try #require(try await server.offer(device: "device-\(index)", installed: Version(1, 0, 0))))
        }
        #expect(offers.allSatisfy { $0.kind == .delta && $0.sha256 == offers[0].sha256 && $0.size == offers[0].size })
        let delta = try Data(contentsOf: server.files.folder.appendingPathComponent(
            try #require(offers[0].path.split(separator: "/").last.map(String.init))))
        #expect(offers[0].size == Int64(delta.count), "the digest taken as it was made is the file's")
        #expect(server.files.readNames.filter { $0.hasSuffix(".delta.zip") } == [],
                "no check hashed the delta's file: \(server.files.readNames)")
        await server.close()
    }

    @Test func checksAskingForAnotherDeltaWhileOneIsMadeGetTheFullPackage() async throws {
        let hold = DeltaHold()
        let server = try await ServerFixture(holdingDeltas: hold)
        for (version, marker) in [(Version(1, 0, 0), "one"), (Version(2, 0, 0), "two"), (Version(3, 0, 0), "three")] {
            #expect(try await server.publish(try server.package(version, marker: marker)) == 201)
        }
        async let first = server.offer(device: "first", installed: Version(1, 0, 0))
        try await waitUntil("the first delta is being made") { hold.arrived == 1 }
        let meanwhile = try #require(try await server.offer(device: "second", installed: Version(2, 0, 0)))
        #expect(meanwhile.kind == .full && meanwhile.version == Version(3, 0, 0))
        #expect(hold.arrived == 1, "no second delta began while the first was made")
        hold.release()
        #expect(try await first?.kind == .delta)
        #expect(try await server.offer(device: "second", installed: Version(2, 0, 0))?.kind == .delta,
                "made once the first was")
        await server.close()
    }

    @Test func aDeltaIsMadeOnlyFromAReleaseOfTheSameChannel() async throws {
        let server = try await ServerFixture()
        #expect(try await server.publish(try server.package(Version(1, 0, 0), marker: "one"), channel: "beta") == 201)
        #expect(try await server.publish(try server.package(Version(2, 0, 0), marker: "two")) == 201)
        #expect(try await server.offer(device: "phone", installed: Version(1, 0, 0))?.kind == .full)
        #expect(server.files.putNames.filter { $0.hasSuffix(".delta.zip") } == [], "\(server.files.putNames)")
        await server.close()
    }
}
