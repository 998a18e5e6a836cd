import CWebKitGTK
import Causeway
import CausewayDev
import CausewayDevSession
import CausewayGTK
import CausewayTesting
import CausewayToolTestSupport
import Foundation
import XCTest

/// `causeway dev` in a real window on WebKitGTK: saving a file reloads the page in place, an uncaught error shows over
/// the page until the next load, and the Web Inspector opens. Each step is checked in the window's pixels.
final class DevSessionTests: XCTestCase {
    /// A folder with `files`, removed after the test.
    private func makeSite(_ files: [String: String]) throws -> URL {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-dev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: site.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        addTeardownBlock { try? FileManager.default.removeItem(at: site) }
        return site
    }

    private static func page(_ heading: String, script: String? = nil) -> String {
        """
        <!doctype html><meta charset="utf-8"><title>Dev page</title>
        <style>body { font: 40px sans-serif; margin: 40px; }</style>
        <h1>\(heading)</h1>\(script.map { "<script src=\"\($0)\"></script>" } ?? "")
        """
    }

    /// Starts `session` and waits until its window shows the page as the engine drew it: a cheap comparison of
    /// pixels, with a guard of its own for WebKit's processes starting (the first page of a test process waits for
    /// them), before any wait that reads the window with Tesseract, which takes seconds a reading on a busy machine.
    @MainActor
    @discardableResult
    private static func started(_ session: DevSession) async throws -> Container {
        let container = try await session.start()
        try await waitUntil("the window shows its page", timeout: .seconds(60)) {
            (try? await session.window.showsTopPage()) == true
        }
        return container
    }

    /// Waits until the window's pixels hold `word` (a window not drawn yet holds nothing).
    @MainActor
    private static func waitUntilShown(_ word: String, in session: DevSession) async throws {
        try await waitUntil("the window shows \(word)", timeout: .seconds(60)) {
            (try? await shownText(in: session))?.holds(word) == true
        }
    }

    /// The text the window shows now.
    @MainActor
    private static func shownText(in session: DevSession) async throws -> String {
        try await TextRecognition.text(in: session.window.screenshot())
    }

    func testAPageWithDeclaredNeedsMayCallOnlyTheMethodsItDeclared() throws {
        let site = try makeSite(["index.html": Self.page("Needs")])
        try GLibMainLoop.run { @MainActor in
            let session = try DevSession(target: site.path, methods: ["math.add"])
            defer { session.window.close() }
            let container = try await session.start()
            try await waitUntil("the page is ready", timeout: .seconds(60)) { container.bridge.isPageReady }
            let declared = try await container.engine.evaluate("return await causeway.math.add({a: 2, b: 3});", in: .page)
            XCTAssertEqual(declared, .number(5))
            let undeclared = try await container.engine.evaluate(
                "try { await causeway.math.divide({a: 1, b: 2}); return 'answered'; } catch (error) { return error.code; }",
                in: .page)
            XCTAssertEqual(undeclared, .string("denied"), "a method the page did not declare")
        }
    }

    func testSavingAWatchedFileReloadsThePageInPlace() throws {
        let site = try makeSite(["index.html": Self.page("Before editing")])
        try GLibMainLoop.run { @MainActor in
            let session = try DevSession(target: site.path)
            defer { session.window.close() }
            var reloaded: [[String]] = []
            session.tools.onReload = { reloaded.append($0) }
            let container = try await Self.started(session)
            XCTAssertEqual(session.tools.watchedFolders.map(\.path), [site.standardizedFileURL.path])
            try await Self.waitUntilShown("Before", in: session)
            let header = try await TextRecognition.text(in: session.window.headerScreenshot())

            try Self.page("After saving").write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
            try await Self.waitUntilShown("saving", in: session)
            XCTAssertEqual(reloaded, [["index.html"]])
            XCTAssertEqual(session.window.pages.count, 1, "the same page, loaded again, not a new one")
            XCTAssertTrue(session.window.topContainer === container)
            let headerAfter = try await TextRecognition.text(in: session.window.headerScreenshot())
            XCTAssertEqual(headerAfter, header, "the header stays")
        }
    }

    func testABurstOfSavesReloadsOnceWithEveryChangedFile() throws {
        let site = try makeSite(["index.html": Self.page("Burst", script: "a.js"), "a.js": "", "b.js": ""])
        try GLibMainLoop.run { @MainActor in
            // Quiet for two seconds before a reload, so that a busy machine's pause between the folder and the files
            // does not split the burst (an editor's 150 ms would measure the machine).
            let session = try DevSession(target: site.path, options: DevTools.Options(settle: .seconds(2)))
            defer { session.window.close() }
            var reloaded: [[String]] = []
            session.tools.onReload = { reloaded.append($0) }
            try await Self.started(session)
            try await Self.waitUntilShown("Burst", in: session)
            let styles = site.appendingPathComponent("styles")
            try FileManager.default.createDirectory(at: styles, withIntermediateDirectories: true)
            for name in ["a.js", "b.js", ".a.js.swp"] {
                try "// \(name)".write(to: site.appendingPathComponent(name), atomically: false, encoding: .utf8)
            }
            try await waitUntil("a reload") { !reloaded.isEmpty }
            XCTAssertEqual(reloaded.first, ["a.js", "b.js", "styles"], "one reload for the burst; hidden files left out")

            try "h1 { color: red }".write(to: styles.appendingPathComponent("page.css"), atomically: false, encoding: .utf8)
            try await waitUntil("a reload for the new folder's file") { reloaded.count == 2 }
            XCTAssertEqual(reloaded.last, ["styles/page.css"], "a folder made later is watched too")
        }
    }

    func testAnUncaughtErrorShowsOverThePageWithItsPlaceUntilTheNextLoad() throws {
        let broken = "const greeting = \"hello\";\nsetTimeout(() => { greeting.shout(); }, 0);\n"
        let site = try makeSite(["index.html": Self.page("Errors", script: "page.js"), "page.js": broken])
        try GLibMainLoop.run { @MainActor in
            let session = try DevSession(target: site.path)
            defer { session.window.close() }
            try await session.start()
            try await waitUntil("the error is reported") { session.tools.pageError != nil }
            let error = try XCTUnwrap(session.tools.pageError)
            XCTAssertEqual(error.kind, .error)
            XCTAssertEqual(error.location, "page.js:2:34")
            XCTAssertTrue(error.message.contains("shout"), error.message)
            try await Self.waitUntilShown("Uncaught", in: session)
            try await Self.waitUntilShown("page.js:2:34", in: session)
            try await DocumentationPictures.keep("dev-overlay") { try await session.window.screenshotAfterNextPaint() }

            try "Promise.reject(new Error(\"offline\"));\n".write(to: site.appendingPathComponent("page.js"),
                                                                  atomically: true, encoding: .utf8)
            try await waitUntil("the rejection is reported") { session.tools.pageError?.kind == .unhandledRejection }
            XCTAssertEqual(session.tools.pageError?.message, "Error: offline")
            XCTAssertEqual(session.tools.pageError?.location, "page.js:1:25")
            try await Self.waitUntilShown("rejection", in: session)

            try "document.title = 'fixed';\n".write(to: site.appendingPathComponent("page.js"), atomically: true, encoding: .utf8)
            try await waitUntil("the page is fixed") { session.window.topContainer?.engine.title == "fixed" }
            XCTAssertNil(session.tools.pageError)
            try await waitUntil("the window shows the page without the error") {
                guard let text = try? await Self.shownText(in: session) else { return false }
                return text.holds("Errors") && !text.holds("rejection")
            }
        }
    }

    /// An error whose message is a million characters over thousands of lines shows over the page cut to a
    /// message's shape, and the window keeps its size.
    func testAnErrorOfAMillionCharactersShowsWithinTheWindow() throws {
        let huge = "setTimeout(() => { throw new Error(\"W\".repeat(500000) + \"\\nline\".repeat(100000)); }, 0);\n"
        let site = try makeSite(["index.html": Self.page("Errors", script: "page.js"), "page.js": huge])
        try GLibMainLoop.run { @MainActor in
            let session = try DevSession(target: site.path)
            defer { session.window.close() }
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(session.window.window, &width, &height)
            try await Self.started(session)
            try await waitUntil("the error is reported") { session.tools.pageError != nil }
            try await Self.waitUntilShown("Uncaught", in: session)
            let shown = try await session.window.screenshotAfterNextPaint()
            XCTAssertLessThanOrEqual(shown.width, Int(width), "the window is as wide as it was made")
            XCTAssertLessThanOrEqual(shown.height, Int(height), "and as tall")
        }
    }

    func testTheBridgesTrafficIsAddedUpPerMethodAndWrittenToTheTrace() throws {
        let calls = """
            for (let i = 0; i < 3; i++) causeway.math.add({ a: i, b: 1 });
            causeway.call("nothing.here").catch(() => { document.title = "done"; });
            """
        let site = try makeSite(["index.html": Self.page("Traffic", script: "calls.js"), "calls.js": calls])
        let traceFile = site.appendingPathComponent(".trace.jsonl")
        try GLibMainLoop.run { @MainActor in
            let session = try DevSession(target: site.path, options: DevTools.Options(trace: traceFile))
            defer { session.window.close() }
            let container = try await session.start()
            try await waitUntil("the calls are answered") { container.engine.title == "done" }
            let rows = Dictionary(uniqueKeysWithValues: session.tools.traffic.summary.rows.map { ($0.name, $0) })
            XCTAssertEqual(rows["math.add"]?.count, 3)
            XCTAssertEqual(rows["math.add"]?.errors, 0)
            XCTAssertNotNil(rows["math.add"]?.p50)
            XCTAssertEqual(rows["nothing.here"]?.errors, 1)
            XCTAssertTrue(session.tools.traffic.summary.table.contains("math.add"))
            try session.tools.finish()
        }
        let trace = try BridgeTrace(contentsOf: traceFile)
        XCTAssertEqual(trace.badLines, [])
        XCTAssertEqual(trace.events.filter { $0.name == "math.add" && $0.kind == .call }.count, 3)
        XCTAssertEqual(trace.events.first { $0.name == "nothing.here" && $0.kind == .reply }?.outcome, .failed(.unknownMethod))
    }

    func testInspectOpensTheWebInspectorOnThePage() throws {
        let site = try makeSite(["index.html": Self.page("Inspect me")])
        try GLibMainLoop.run { @MainActor in
            let session = try DevSession(target: site.path, options: DevTools.Options(inspect: true))
            defer { session.window.close() }
            let container = try await session.start()
            let engine = try XCTUnwrap(container.engine as? GTKEngine)
            XCTAssertTrue(engine.isInspectable)
            try await waitUntil("the inspector is open") { engine.inspectorWebView != nil }
        }
    }
}
