import CausewayTesting
import Foundation
import Testing

/// `causeway init` and `causeway dev`, run as a developer runs them, from a clean folder.
@Suite(.serialized) struct InitAndDevCommandTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func initWritesANewAppNamedEverywhere() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ToolProcess(["init", "Notes", "--causeway", "/opt/causeway"], in: folder)
        #expect(await run.exitStatus() == 0, "\(run.output)")
        let app = folder.appendingPathComponent("Notes")
        let written = FileManager.default.enumerator(atPath: app.path)?.compactMap { $0 as? String } ?? []
        for path in ["Package.swift", "README.md", "Sources/Notes/main.swift", "Sources/NotesPlugins/NotesApp.swift",
                     "Sources/NotesPlugins/GreetingPlugin.swift", "Sources/NotesTypings/main.swift", "web/index.html",
                     "web/app.ts", "web/tsconfig.json", "iOS/project.yml", "iOS/App/AppDelegate.swift",
                     "iOS/App/SceneDelegate.swift", "iOS/Resources/Info.plist"]
        {
            #expect(written.contains(path), "\(path) in \(written.sorted())")
        }
        let manifest = try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"name: "Notes""#))
        #expect(manifest.contains(#".package(name: "Causeway", path: "/opt/causeway")"#))
        let project = try String(contentsOf: app.appendingPathComponent("iOS/project.yml"), encoding: .utf8)
        #expect(project.contains("PRODUCT_BUNDLE_IDENTIFIER: dev.causeway.notes"))
        for path in written where !path.hasSuffix("/") {
            let text = (try? String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)) ?? ""
            #expect(!text.contains("__APP"), "\(path) still has a placeholder")
            #expect(!text.contains("__CAUSEWAY__"), "\(path) still has a placeholder")
        }
    }

    @Test func initRefusesABadNameAndAnExistingFolder() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try ToolProcess(["init", "my-app"], in: folder)
        #expect(await bad.exitStatus() != 0)
        #expect(bad.output.contains("my-app cannot name an app"), "\(bad.output)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Taken"), withIntermediateDirectories: true)
        let taken = try ToolProcess(["init", "Taken"], in: folder)
        #expect(await taken.exitStatus() != 0)
        #expect(taken.output.contains("already exists"), "\(taken.output)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Taken").path)
        #expect(written.isEmpty, "nothing written into the existing folder")
    }

    @Test func devReloadsThePageWhenAFileIsSaved() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ProcessInfo.processInfo.environment["DISPLAY"] != nil, "causeway dev needs a display: run under xvfb-run")
        let page = folder.appendingPathComponent("index.html")
        try "<!doctype html><title>One</title><h1>One</h1>".write(to: page, atomically: true, encoding: .utf8)
        let dev = try ToolProcess(["dev", "."], in: folder)
        defer { dev.stop() }
        try await waitUntil("causeway dev watches the folder") { dev.output.contains("watching") || !dev.isRunning }
        #expect(dev.isRunning, "\(dev.output)")
        #expect(dev.output.contains("dev: ., watching \(folder.standardizedFileURL.path)"), "\(dev.output)")

        try "<!doctype html><title>Two</title><h1>Two</h1>".write(to: page, atomically: true, encoding: .utf8)
        try await waitUntil("causeway dev reloads") { dev.output.contains("↻ reloaded after changes to index.html") }
    }

    @Test func devPrintsTheBridgesTrafficAndWritesTheTrace() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = "<!doctype html><script>causeway.math.add({ a: 2, b: 40 }).then(() => causeway.math.add({ a: 1, b: 1 }));</script>"
        try page.write(to: folder.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let trace = folder.appendingPathComponent(".dev.trace")
        let dev = try ToolProcess(["dev", ".", "--trace", trace.path], in: folder)
        defer { dev.stop() }
        // A new process starts WebKit and loads the page first: seconds on a busy machine.
        try await waitUntil("causeway dev prints the traffic", timeout: .seconds(60)) {
            dev.output.contains("bridge traffic:") && dev.output.contains("math.add") || !dev.isRunning
        }
        #expect(dev.isRunning, "\(dev.output)")
        let table = dev.output.components(separatedBy: "bridge traffic:").last ?? ""
        #expect(table.contains("method or event  count  p50 ms  p99 ms  errors"), "\(table)")
        try await waitUntil("the trace holds the calls") {
            let text = (try? String(contentsOf: trace, encoding: .utf8)) ?? ""
            return text.components(separatedBy: "\"math.add\"").count > 2
        }
        let summary = try ToolProcess(["trace", trace.path], in: folder)
        #expect(await summary.exitStatus() == 0, "\(summary.output)")
        #expect(summary.output.contains("math.add"), "\(summary.output)")
    }
}
