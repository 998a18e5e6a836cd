import CausewayPackages
import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// Every version the server takes can be listed, compared and installed, in the order SemVer 2.0.0 gives
/// pre-releases; a version whose order SemVer leaves undefined, or `Version` would get wrong, is refused.
@Suite struct VersionTextTests {
    @Test func aVersionWithBuildMetadataIsListedOfferedAndInstalled() async throws {
        let server = try await ServerFixture()
        let version = try #require(Version(checking: "1.0.0+b-7"))
        #expect(try await server.publish(try server.package(version, marker: "one")) == 201)
        #expect(try await server.releases().map(\.release.version.description) == ["1.0.0+b-7"],
                "the release list is read back")
        let installed = try #require(try await server.client(device: "phone").update())
        #expect(installed.manifest.version.description == "1.0.0+b-7")
        await server.close()
    }

    @Test func preReleasesAreOrderedAsSemVerOrdersThem() async throws {
        let server = try await ServerFixture()
        for text in ["2.0.0-rc.2", "2.0.0-rc.10", "2.0.0-rc.9"] {
            #expect(try await server.publish(try server.package(try #require(Version(checking: text)), marker: text))
                == 201)
        }
        #expect(try await server.offer(device: "phone")?.version.description == "2.0.0-rc.10",
                "numeric identifiers are compared as numbers")

        // SemVer forbids leading zeros in a numeric identifier: 011 and 11 would be neither equal nor ordered. The
        // manifest reader refuses such a version, so no package of it is made, nor taken by the server (which reads
        // uploads with it), and no check or control naming it is answered.
        let leadingZero = Version(2, 0, 0, pre: ["rc", "011"])
        #expect(performing: { try server.package(leadingZero, marker: "zero") }, throws: { error in
            "\(error)".contains("2.0.0-rc.011 is not a version")
        })
        let check = server.url.appendingPathComponent("v1/packages/shop/update").appending(queryItems: [
            URLQueryItem(name: "device", value: "phone"), URLQueryItem(name: "native", value: "1.0.0"),
            URLQueryItem(name: "installed", value: "2.0.0-rc.011"),
        ])
        let (_, checked) = try await URLSession.shared.data(from: check)
        #expect((checked as? HTTPURLResponse)?.statusCode == 400)
        #expect(try await server.control(leadingZero, "pause") == 400)
        await server.close()
    }

    @Test func versionsWhoseOrderIsUndefinedAreRefused() {
        for text in ["1.0.0-01", "1.0.0-rc.00", "1.0.0-a..b", "1.0.0-", "1.0.0-a/b", "1.0.0+b/../x", "1.0.0+",
                     "1.0.0-rc.-1", "1.0.0-é", "1.0.0-\(String(repeating: "9", count: 19))"]
        {
            #expect(Version(checking: text) == nil, "\(text)")
        }
        for text in ["1.0.0-0", "1.0.0-0a", "1.0.0-rc.0.x-y", "1.0.0+001", "1.0.0-alpha+b-7.0"] {
            #expect(Version(checking: text)?.description == text, "\(text)")
        }
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
                       "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"].compactMap { Version(checking: $0) }
        #expect(ordered.count == 8)
        #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 < $1 }, "SemVer 2.0.0's own example, in order")
    }
}
