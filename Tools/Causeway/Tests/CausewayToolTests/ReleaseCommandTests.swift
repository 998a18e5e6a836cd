import CausewayPackages
import CausewayTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// `causeway release`, run as an operator runs it, against a real `causeway serve`.
@Suite struct ReleaseCommandTests {
    @Test func anOperatorListsPausesResumesRollsOutAndRollsBackReleases() async throws {
        let fixture = try PackageFixture()
        let server = try Self.serve(fixture)
        defer { server.stop() }
        let address = ["--server", try await server.servingURL().absoluteString, "--id", "shop"]
        let token = ["--token", "operator-token"]

        /// Runs `causeway arguments…`, waits until it ended and printed `expected`, and returns its exit status.
        func run(_ arguments: [String], printing expected: String) async throws -> Int32 {
            let tool = try ToolProcess(arguments, in: fixture.folder)
            let status = await tool.exitStatus()
            try await waitUntil("causeway \(arguments.prefix(2).joined(separator: " ")) prints \(expected)") {
                tool.output.contains(expected)
            }
            return status
        }

        for version in [Version(1, 0, 0), Version(2, 0, 0)] {
            let package = try fixture.pack("v\(version)", version: version, ["index.html": Data("\(version)".utf8)])
            #expect(try await run(["publish", package.path] + address + token + ["--pause-above", "5"],
                                  printing: "\"version\"") == 0)
        }
        #expect(try await run(["release", "list"] + address, printing: "1.0.0  stable  100%  superseded") == 0)
        #expect(try await run(["release", "list"] + address,
                              printing: "2.0.0  stable  100%  live  rule: above 5% bad of 50 reports from 3 networks") == 0)
        #expect(try await run(["release", "pause", "2.0.0"] + address, printing: "Missing expected argument '--token") != 0,
                "controls need the publisher token")
        #expect(try await run(["release", "pause", "2.0.0"] + address + ["--token", "a-stranger"],
                              printing: "answered 401") != 0, "and one the server accepts")
        #expect(try await run(["release", "pause", "2.0.0"] + address + token,
                              printing: "2.0.0  stable  100%  paused by a publisher  (Paused by a publisher)") == 0)
        #expect(try await run(["release", "pause", "2.0.0"] + address + token, printing: "answered 409") != 0)
        #expect(try await run(["release", "resume", "2.0.0"] + address + token, printing: "2.0.0  stable  100%  live") == 0)
        #expect(try await run(["release", "rollout", "2.0.0", "30"] + address + token,
                              printing: "2.0.0  stable  30%  live") == 0)
        #expect(try await run(["release", "health", "2.0.0", "--pause-above", "2.5", "--min-reports", "20",
                               "--min-networks", "4"] + address + token,
                              printing: "rule: above 2.5% bad of 20 reports from 4 networks") == 0)
        #expect(try await run(["release", "health", "2.0.0", "--remove"] + address + token,
                              printing: "2.0.0  stable  30%  live  (Resumed by a publisher)\n") == 0)
        #expect(try await run(["release", "rollback", "2.0.0"] + address + token,
                              printing: "2.0.0  stable  30%  rolled back") == 0)
        #expect(try await run(["release", "resume", "2.0.0"] + address + token, printing: "answered 409") != 0,
                "a rollback is for good")
        #expect(try await run(["release", "list"] + address,
                              printing: "2.0.0  stable  30%  rolled back  (Rolled back by a publisher)  reports: 0 installed") == 0)
    }

    @Test func aVersionWithBuildMetadataIsListedAndControlled() async throws {
        let fixture = try PackageFixture()
        let server = try Self.serve(fixture)
        defer { server.stop() }
        let address = ["--server", try await server.servingURL().absoluteString, "--id", "shop"]
        let version = try #require(Version(checking: "1.0.0+b-7"))
        let package = try fixture.pack("v1", version: version, ["index.html": Data("one".utf8)])
        for (arguments, expected) in [(["publish", package.path, "--token", "operator-token"], "\"1.0.0+b-7\""),
                                      (["release", "list"], "1.0.0+b-7  stable  100%  live"),
                                      (["release", "pause", "1.0.0+b-7", "--token", "operator-token"],
                                       "1.0.0+b-7  stable  100%  paused by a publisher")]
        {
            let tool = try ToolProcess(arguments + address, in: fixture.folder)
            #expect(await tool.exitStatus() == 0, "causeway \(arguments.prefix(2).joined(separator: " "))")
            try await waitUntil("causeway \(arguments.prefix(2).joined(separator: " ")) prints \(expected)") {
                tool.output.contains(expected)
            }
        }
    }

    @Test func aListLongerThanTheServersPageIsListedWhole() async throws {
        let fixture = try PackageFixture()
        let server = try Self.serve(fixture)
        defer { server.stop() }
        let base = try await server.servingURL()
        // One more release than a page holds, published through the API; build metadata on the page's last one,
        // whose `+` the next page's cursor carries.
        let versions = (0...100).map { Version(checking: $0 == 1 ? "1.0.1+b-7" : "1.0.\($0)")! }
        for version in versions {
            let package = try fixture.pack("v\(version)", version: version, ["index.html": Data("\(version)".utf8)])
            var request = URLRequest(url: base.appendingPathComponent("v1/packages/shop/releases"))
            request.httpMethod = "POST"
            request.setValue("Bearer operator-token", forHTTPHeaderField: "Authorization")
            let (_, answer) = try await URLSession.shared.upload(for: request, from: try Data(contentsOf: package))
            #expect((answer as? HTTPURLResponse)?.statusCode == 201, "publishing \(version)")
        }
        let list = try ToolProcess(["release", "list", "--server", base.absoluteString, "--id", "shop"], in: fixture.folder)
        #expect(await list.exitStatus() == 0)
        try await waitUntil("causeway release list prints the oldest release") { list.output.contains("1.0.0  stable") }
        let listed = list.output.split(separator: "\n").filter { $0.contains("  stable  ") }
            .map { String($0.prefix { $0 != " " }) }
        #expect(listed == versions.sorted(by: >).map { "\($0)" }, "every release once, newest first: \(listed)")
    }

    /// `causeway serve` on a registry and files in `fixture`'s folder, taking packages signed with its key and
    /// signing deltas with a key of its own, apart from the publisher's as deploy/README.md gives it.
    /// A build's name comes from the server, which anyone may run: the tool prints it with its controls escaped, a
    /// bidirectional override included (the server refuses C0 and C1 controls in a name, not format characters).
    @Test func anAppBuildsNameIsPrintedWithItsControlsEscaped() async throws {
        let fixture = try PackageFixture()
        let server = try Self.serve(fixture)
        defer { server.stop() }
        let address = ["--server", try await server.servingURL().absoluteString, "--token", "operator-token"]
        let contract = fixture.url("app.json")
        #expect(await (try ToolProcess(["contract", "-o", contract.path], in: fixture.folder)).exitStatus() == 0)
        let register = try ToolProcess(["contract", "register", contract.path, "--name", "shop\u{202E}4"] + address,
                                       in: fixture.folder)
        #expect(await register.exitStatus() == 0)
        let list = try ToolProcess(["contract", "list"] + address, in: fixture.folder)
        #expect(await list.exitStatus() == 0)
        for printed in [register.output, list.output] {
            #expect(printed.contains("shop\\u{202E}4") && !printed.contains("\u{202E}"), "printed: \(printed)")
        }
    }

    private static func serve(_ fixture: borrowing PackageFixture) throws -> ToolProcess {
        let publicKey = fixture.url("publisher.pub")
        try fixture.key.verifyingKey.text.write(to: publicKey, atomically: true, encoding: .utf8)
        let signingKey = fixture.url("signing.key")
        try PackageSigningKey().text.write(to: signingKey, atomically: true, encoding: .utf8)
        return try ToolProcess(["serve", "--registry", fixture.url("releases.sqlite").path,
                                "--files", fixture.url("files").path, "--port", "0", "--token", "operator-token",
                                "--publisher-key", publicKey.path, "--signing-key", signingKey.path], in: fixture.folder)
    }
}
