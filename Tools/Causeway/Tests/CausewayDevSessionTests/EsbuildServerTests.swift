import CausewayDev
import CausewayDevSession
import CausewayGTK
import CausewayTesting
import CausewayToolTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `causeway dev` on a real dev server: esbuild's serve mode rebuilds on save and says so on `/esbuild`, and the
/// page reloads with the new build.
final class EsbuildServerTests: XCTestCase {
    func testThePageReloadsWhenTheDevServerSaysItRebuilt() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-esbuild-\(UUID().uuidString)")
        let www = project.appendingPathComponent("www")
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: project) }
        let source = project.appendingPathComponent("app.js")
        try Self.app("First build").write(to: source, atomically: true, encoding: .utf8)
        try """
            <!doctype html><meta charset="utf-8"><title>esbuild</title>
            <style>body { font: 40px sans-serif; margin: 40px; }</style><script src="app.js"></script>
            """.write(to: www.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try GLibMainLoop.run { @MainActor in
            let server = try await Self.esbuild(["app.js", "--bundle", "--outdir=www", "--servedir=www", "--watch"], in: project)
            defer { server.stop() }
            let page = URL(string: "http://127.0.0.1:\(server.port)/")!
            try await Self.waitUntilServed(page.appendingPathComponent("app.js"))
            let session = try DevSession(target: page.absoluteString,
                                         options: DevTools.Options(serverEvents: "/esbuild"))
            defer { session.window.close() }
            try await Self.started(session)
            XCTAssertEqual(session.tools.watchedFolders, [], "a URL is not watched unless asked")
            try await waitUntil("the window shows the first build", timeout: .seconds(60)) {
                (try? await TextRecognition.text(in: session.window.screenshot()))?.holds("First") == true
            }

            try Self.app("Second build").write(to: source, atomically: true, encoding: .utf8)
            try await waitUntil("the window shows the second build", timeout: .seconds(60)) {
                (try? await TextRecognition.text(in: session.window.screenshot()))?.holds("Second") == true
            }
            XCTAssertEqual(session.tools.reloads, 0, "the dev server's event reloaded the page, not a watch")
        }
    }

    func testAPageFromAURLReloadsWhenAWatchedFolderChanges() throws {
        let www = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-served-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: www) }
        let index = www.appendingPathComponent("index.html")
        try Self.page("Served once").write(to: index, atomically: true, encoding: .utf8)
        try GLibMainLoop.run { @MainActor in
            let server = try await Self.esbuild(["--servedir=."], in: www)
            defer { server.stop() }
            let page = URL(string: "http://127.0.0.1:\(server.port)/")!
            try await Self.waitUntilServed(page)
            let session = try DevSession(target: page.absoluteString, options: DevTools.Options(watch: [www]))
            defer { session.window.close() }
            try await Self.started(session)
            XCTAssertEqual(session.tools.watchedFolders.map(\.path), [www.standardizedFileURL.path])
            try await waitUntil("the window shows the page", timeout: .seconds(60)) {
                (try? await TextRecognition.text(in: session.window.screenshot()))?.holds("once") == true
            }
            try Self.page("Served twice").write(to: index, atomically: true, encoding: .utf8)
            try await waitUntil("the window shows the saved page", timeout: .seconds(60)) {
                (try? await TextRecognition.text(in: session.window.screenshot()))?.holds("twice") == true
            }
            XCTAssertGreaterThanOrEqual(session.tools.reloads, 1, "the watch reloaded the page")
        }
    }

    /// Starts `session` and waits until its window shows the page as the engine drew it, before any reading of its
    /// text: a window not drawn yet reads as nothing, and a busy machine takes seconds to draw it.
    @MainActor
    private static func started(_ session: DevSession) async throws {
        try await session.start()
        try await waitUntil("the window shows its page", timeout: .seconds(60)) {
            (try? await session.window.showsTopPage()) == true
        }
    }

    /// esbuild started with `arguments` in `folder`, once it says it listens on a free loopback port; on another
    /// when the one picked is taken before esbuild binds it.
    @MainActor
    private static func esbuild(_ arguments: [String], in folder: URL) async throws -> DevServer {
        try await LoopbackPort.serving { port in
            let said = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-esbuild-\(UUID().uuidString).out")
            defer { try? FileManager.default.removeItem(at: said) }
            // esbuild's serve mode stops when its standard input closes: it stays open until the server is stopped.
            let process = try ChildProcess(["esbuild"] + arguments + ["--serve=127.0.0.1:\(port)"], in: folder, errors: said,
                                           keepsInputOpen: true)
            // It says where it serves once it listens, and why not when it cannot.
            let printed = { (try? String(contentsOf: said, encoding: .utf8)) ?? "" }
            try await waitUntil("esbuild listens or ends") { printed().contains("Local:") || !process.isRunning }
            guard process.isRunning else {
                throw LoopbackPortTaken(port: port, ifSaidIn: printed()) ?? EsbuildEnded(printed: printed())
            }
            return DevServer(process: process, port: port)
        }
    }

    /// esbuild ended before it served.
    private struct EsbuildEnded: Error, CustomStringConvertible {
        let printed: String
        var description: String { "esbuild ended before it served: \(printed)" }
    }

    /// Waits until the server answers `page` with 200.
    @MainActor
    private static func waitUntilServed(_ page: URL) async throws {
        try await waitUntil("the dev server serves \(page)") {
            let answer = try? await URLSession.shared.data(from: page)
            return (answer?.1 as? HTTPURLResponse)?.statusCode == 200
        }
    }

    private static func page(_ heading: String) -> String {
        "<!doctype html><meta charset=\"utf-8\"><style>body { font: 40px sans-serif; margin: 40px; }</style><h1>\(heading)</h1>"
    }

    private static func app(_ heading: String) -> String {
        """
        const heading = document.createElement("h1");
        heading.textContent = "\(heading)";
        addEventListener("DOMContentLoaded", () => document.body.append(heading));
        """
    }
}

/// A dev server a test started, stopped when the test is done with it.
private struct DevServer {
    let process: ChildProcess
    let port: Int

    /// Closes its input, which ends esbuild's serve mode, and kills it should it still run.
    func stop() {
        process.closeInput()
        process.signal(SIGKILL)
        process.waitUntilExit()
    }
}
