import CausewayPackages
import CausewayTesting
import CausewayToolTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Version

/// `causeway-server`, the binary a server host runs: what it links, its logs as a log collector reads them, and the
/// systemd unit deploy/ gives for it.
@Suite struct ServerBinaryTests {
    @Test func theServerLinksNoDesktopLibrary() async throws {
        let desktop = ["libgtk", "libgdk", "libwebkit", "libjavascriptcore", "libsoup", "libadwaita", "libglib",
                       "libgobject", "libgio", "libcairo", "libpango"]
        let server = try await Self.linkedLibraries(of: ToolProcess.server)
        #expect(server.contains { $0.hasPrefix("libswiftCore") }, "ldd read the binary: \(server)")
        for prefix in desktop {
            #expect(!server.contains { $0.hasPrefix(prefix) }, "causeway-server links \(prefix): \(server)")
        }
        // The same check fails on the tool, which opens windows.
        let tool = try await Self.linkedLibraries(of: ToolProcess.tool)
        #expect(tool.contains { $0.hasPrefix("libwebkitgtk") } && tool.contains { $0.hasPrefix("libgtk") })
    }

    /// Swift links modules statically, so `ldd` cannot show the core: the symbols do. A symbol of module `Causeway`
    /// is mangled with the module's name and its length (`$s8Causeway`); `CausewayPackages` and the other modules
    /// the server uses have names of other lengths.
    @Test func theServerHoldsNoCodeOfTheCausewayCore() async throws {
        func coreSymbols(of binary: URL) async throws -> Int {
            let nm = try await ChildProcess.run(["/usr/bin/nm", binary.path])
            try #require(nm.status == 0, "nm \(binary.path): \(nm.errors)")
            return nm.output.split(separator: "\n").count { $0.contains("$s8Causeway") }
        }
        #expect(try await coreSymbols(of: ToolProcess.server) == 0, "causeway-server holds code of the Causeway core")
        #expect(try await coreSymbols(of: ToolProcess.tool) > 0, "the tool, which runs pages, holds the core")
    }

    @Test func itServesWithOneJSONLogLineAnAnswerCarryingItsRequestID() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try PackageSigningKey().verifyingKey.text.write(to: folder.appendingPathComponent("publisher.pub"), atomically: true,
                                                        encoding: .utf8)
        // Deltas are signed with the server's own key, as deploy/README.md gives it.
        try PackageSigningKey().text.write(to: folder.appendingPathComponent("signing.key"), atomically: true, encoding: .utf8)
        // The token comes from a file, as the systemd unit gives it: off the command line.
        try "\n  operator-token  \n\n".write(to: folder.appendingPathComponent("tokens"), atomically: true, encoding: .utf8)
        let server = try ToolProcess(["--registry", "releases.sqlite", "--files", "files", "--port", "0",
                                      "--token-file", "tokens", "--publisher-key", "publisher.pub",
                                      "--signing-key", "signing.key", "--log-format", "json"],
                                     in: folder, executable: ToolProcess.server)
        defer { server.stop() }
        let base = try await server.servingURL()
        for (path, id) in [("healthz", "probe-1"), ("v1/packages/shop/update", "check 2")] {
            var request = URLRequest(url: base.appendingPathComponent(path))
            request.setValue(id, forHTTPHeaderField: "X-Request-ID")
            _ = try await URLSession.shared.data(for: request)
        }
        try await waitUntil("both answers are logged") {
            server.output.split(separator: "\n").filter { $0.contains("\"answered\"") }.count >= 2
        }
        let records = try server.output.split(separator: "\n").filter { $0.hasPrefix("{") }.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String], "\(line)")
        }
        let answered = records.filter { $0["message"] == "answered" }
        #expect(answered.contains { $0["request_id"] == "probe-1" && $0["status"] == "200" && $0["route"] == "/healthz" })
        let check = try #require(answered.first { $0["route"]?.contains("update") == true })
        #expect(check["status"] == "400" && check["request_id"] != nil && check["request_id"] != "check 2",
                "a request id that is not a short token is the server's own: \(check)")
        #expect(answered.allSatisfy { $0["time"] != nil && $0["level"] == "info" && $0["label"] == "causeway.serve" })
        var publish = URLRequest(url: base.appendingPathComponent("v1/packages/shop/releases/1.0.0/pause"))
        publish.httpMethod = "POST"
        publish.setValue("Bearer operator-token", forHTTPHeaderField: "Authorization")
        let (_, answer) = try await URLSession.shared.data(for: publish)
        #expect((answer as? HTTPURLResponse)?.statusCode == 404, "the token file's token is taken: no 401")
    }

    @Test(arguments: ["causeway-server.service", "causeway-server-prune.service"])
    func theExampleSystemdUnitIsValidAndSandboxed(_ name: String) async throws {
        let deploy = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../deploy").standardizedFileURL
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-unit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The units as installed, their binary where this build put it.
        for unit in [name, "causeway-server-prune.timer"] {
            try String(contentsOf: deploy.appendingPathComponent(unit), encoding: .utf8)
                .replacingOccurrences(of: "/usr/local/bin/causeway-server", with: ToolProcess.server.path)
                .write(to: folder.appendingPathComponent(unit), atomically: true, encoding: .utf8)
        }
        let installed = folder.appendingPathComponent(name)
        let verified = try await Self.run("/usr/bin/systemd-analyze", ["verify", installed.path])
        #expect(verified.status == 0 && verified.output.isEmpty, "systemd-analyze verify: \(verified.output)")
        let security = try await Self.run("/usr/bin/systemd-analyze", ["security", "--offline=yes", installed.path])
        let exposure = security.output.split(separator: "\n").last { $0.contains("Overall exposure level") }
            .flatMap { $0.split(separator: ":").last?.split(separator: " ").first }.flatMap { Double($0) }
        let level = try #require(exposure, "systemd-analyze security: \(security.output)")
        #expect(level <= 2, "systemd rates its exposure \(level) of 10")
        let timer = try await Self.run("/usr/bin/systemd-analyze", ["verify", folder.appendingPathComponent("causeway-server-prune.timer").path])
        #expect(timer.status == 0 && timer.output.isEmpty, "systemd-analyze verify: \(timer.output)")
    }

    @Test func aPublisherKeyGivenWithItsRetirementPublishesUntilThenOnly() async throws {
        let fixture = try PackageFixture()
        let (old, new) = (fixture.key, PackageSigningKey())
        try old.verifyingKey.text.write(to: fixture.url("old.pub"), atomically: true, encoding: .utf8)
        try new.verifyingKey.text.write(to: fixture.url("new.pub"), atomically: true, encoding: .utf8)
        let server = try ToolProcess(["--registry", "releases.sqlite", "--files", "files", "--port", "0",
                                      "--token", "operator-token", "--publisher-key", "old.pub@2020-01-01T00:00:00Z",
                                      "--publisher-key", "new.pub@2999-01-01T00:00:00Z"],
                                     in: fixture.folder, executable: ToolProcess.server)
        defer { server.stop() }
        let base = try await server.servingURL()
        func publish(_ version: Version, signedWith key: PackageSigningKey) async throws -> (Int, String) {
            let site = fixture.url("site-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Data("\(version)".utf8).write(to: site.appendingPathComponent("index.html"))
            let package = fixture.url("shop-\(UUID().uuidString).zip")
            try PackageBuilder(key: key).pack(site, id: "shop", version: version, minimumNativeVersion: Version(1, 0, 0),
                                              to: package)
            var request = URLRequest(url: base.appendingPathComponent("v1/packages/shop/releases"))
            request.httpMethod = "POST"
            request.setValue("Bearer operator-token", forHTTPHeaderField: "Authorization")
            let (body, answer) = try await URLSession.shared.upload(for: request, from: try Data(contentsOf: package))
            return ((answer as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: body, as: UTF8.self))
        }
        let (refused, why) = try await publish(Version(1, 0, 0), signedWith: old)
        #expect(refused == 403 && why.contains("retired at 2020-01-01T00:00:00Z"), "\(refused) \(why)")
        #expect(try await publish(Version(1, 0, 0), signedWith: new).0 == 201, "the new key publishes until 2999")
    }

    @Test func pruneRemovesAFileNothingNamesOnceItsGraceIsOver() async throws {
        let fixture = try PackageFixture()
        try FileManager.default.createDirectory(at: fixture.url("files"), withIntermediateDirectories: true)
        try Data("stray".utf8).write(to: fixture.url("files/stray.zip"))
        for (grace, expected) in [("3600", "removed 0 file(s)"), ("0", "removed 1 file(s): stray.zip")] {
            let prune = try ToolProcess(["prune", "--registry", "releases.sqlite", "--files", "files", "--grace", grace],
                                        in: fixture.folder, executable: ToolProcess.server)
            #expect(await prune.exitStatus() == 0)
            try await waitUntil("prune prints what it did") { prune.output.contains(expected) }
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.url("files/stray.zip").path))
    }

    /// The names of the shared libraries `binary` loads, as `ldd` lists them.
    private static func linkedLibraries(of binary: URL) async throws -> [String] {
        let ldd = try await run("/usr/bin/ldd", [binary.path])
        try #require(ldd.status == 0, "ldd \(binary.path): \(ldd.output)")
        return ldd.output.split(separator: "\n").compactMap {
            $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
        }
    }

    /// Runs `program arguments…` to its end: its status, and what it printed on standard output and error.
    private static func run(_ program: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        let run = try await ChildProcess.run([program] + arguments)
        return (run.status, run.output + run.errors)
    }
}
