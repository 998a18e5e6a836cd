import CausewayPackages
import CausewayTesting
import Foundation
import Testing

/// `causeway contract`, `pack --needs` and `install --contract`, run as a publisher runs them: a package whose pages
/// call a method one app build lacks is refused by that build's store, naming the method, and installed by the other.
@Suite struct ContractCommandTests {
    /// Runs `causeway arguments…` in `folder` to its end; its exit status and what it printed.
    func run(_ arguments: [String], in folder: URL) async throws -> (status: Int32, output: String) {
        let tool = try ToolProcess(arguments, in: folder)
        let status = await tool.exitStatus()
        return (status, tool.output)
    }

    @Test func aPackageIsInstalledOnlyWhereTheAppServesWhatItNeeds() async throws {
        let fixture = try PackageFixture()
        let folder = fixture.folder
        let printed = try await run(["contract", "-o", "new.json"], in: folder)
        #expect(printed.status == 0, "\(printed.output)")
        let newApp = try AppContract.decode(try Data(contentsOf: fixture.url("new.json")))
        #expect(newApp.entries["math.add"]?.kind == .call)
        #expect(newApp.entries["view:video"]?.kind == .component)
        #expect(newApp.entries["nav.back"] != nil, "the built-ins are entries")
        var entries = newApp.entries
        entries["math.divide"] = nil
        try AppContract(entries: entries).encoded().write(to: fixture.url("old.json"))

        let key = fixture.url("publisher.key"), publicKey = fixture.url("publisher.pub")
        try fixture.key.text.write(to: key, atomically: true, encoding: .utf8)
        try fixture.key.verifyingKey.text.write(to: publicKey, atomically: true, encoding: .utf8)
        _ = try fixture.site("site", ["index.html": Data("<title>calc</title>".utf8)])
        try Data(#"["math.add", "math.divide"]"#.utf8).write(to: fixture.url("needs.json"))
        let pack = ["pack", "site", "--key", key.path, "--id", "calc", "--version", "1.0.0", "-o", "calc.zip",
                    "--needs", "needs.json", "--contract", "new.json"]
        let packed = try await run(pack, in: folder)
        #expect(packed.status == 0 && packed.output.contains("needing math.add, math.divide"), "\(packed.output)")

        let install = ["install", "calc.zip", "--public-key", publicKey.path]
        let refused = try await run(install + ["--store", "old-store", "--contract", "old.json"], in: folder)
        #expect(refused.status != 0 && refused.output.contains("math.divide: the app does not have it"), "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: fixture.url("old-store/calc/state.json").path))
        let installed = try await run(install + ["--store", "new-store", "--contract", "new.json"], in: folder)
        #expect(installed.status == 0 && installed.output.contains("installed calc 1.0.0"), "\(installed.output)")

        try Data(#"["math.add", "math.sqrt"]"#.utf8).write(to: fixture.url("needs.json"))
        let unknown = try await run(pack, in: folder)
        #expect(unknown.status != 0 && unknown.output.contains("math.sqrt: the app does not have it"), "\(unknown.output)")
    }
}

extension ContractCommandTests {
    @Test func aDiffTellsWhetherOlderPackagesStillFit() async throws {
        let fixture = try PackageFixture()
        #expect(try await run(["contract", "-o", "app.json"], in: fixture.folder).status == 0)
        let app = try AppContract.decode(try Data(contentsOf: fixture.url("app.json")))
        var smaller = app.entries
        smaller["math.divide"] = nil
        try AppContract(entries: smaller).encoded().write(to: fixture.url("smaller.json"))

        let grown = try await run(["contract", "diff", "smaller.json", "app.json"], in: fixture.folder)
        #expect(grown.status == 0 && grown.output == "added    math.divide\nolder packages still fit\n", "\(grown.output)")
        let shrunk = try await run(["contract", "diff", "app.json", "smaller.json"], in: fixture.folder)
        #expect(shrunk.status == 1, "\(shrunk.output)")
        #expect(shrunk.output == "removed  math.divide\nolder packages that use math.divide no longer fit\n", "\(shrunk.output)")
    }
}
