import CausewayDev
import CausewayDevSession
import CausewayGTK
import CausewayTesting
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
        let server = try Self.esbuild(["app.js", "--bundle", "--outdir=www", "--servedir=www", "--watch"], in: project)
        defer { server.stop() }
        let port = server.port
        let page = URL(string: "http://127.0.0.1:\(port)/")!

        try GLibMainLoop.run { @MainActor in
            try await Self.waitUntilServed(page.appendingPathComponent("app.js"))
            let session = try DevSession(target: page.absoluteString,
                                         options: DevTools.Options(serverEvents: "/esbuild"))
            defer { session.window.close() }
            try await session.start()
            XCTAssertEqual(session.tools.watchedFolders, [], "a URL is not watched unless asked")
            try await waitUntil("the window shows the first build") {
                (try? TextRecognition.text(in: session.window.screenshot()))?.holds("First") == true
            }

            try Self.app("Second build").write(to: source, atomically: true, encoding: .utf8)
            try await waitUntil("the window shows the second build") {
                (try? TextRecognition.text(in: session.window.screenshot()))?.holds("Second") == true
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
        let server = try Self.esbuild(["--servedir=."], in: www)
        defer { server.stop() }
        let page = URL(string: "http://127.0.0.1:\(server.port)/")!

        try GLibMainLoop.run { @MainActor in
            try await Self.waitUntilServed(page)
            let session = try DevSession(target: page.absoluteString, options: DevTools.Options(watch: [www]))
            defer { session.window.close() }
            try await session.start()
            XCTAssertEqual(session.tools.watchedFolders.map(\.path), [www.standardizedFileURL.path])
            try await waitUntil("the window shows the page") {
                (try? TextRecognition.text(in: session.window.screenshot()))?.holds("once") == true
            }
            try Self.page("Served twice").write(to: index, atomically: true, encoding: .utf8)
            try await waitUntil("the window shows the saved page") {
                (try? TextRecognition.text(in: session.window.screenshot()))?.holds("twice") == true
            }
            XCTAssertGreaterThanOrEqual(session.tools.reloads, 1, "the watch reloaded the page")
        }
    }

    /// esbuild started with `arguments` in `folder`, serving on a free loopback port.
    private static func esbuild(_ arguments: [String], in folder: URL) throws -> DevServer {
        let port = try LoopbackPort.free()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["esbuild"] + arguments + ["--serve=127.0.0.1:\(port)"]
        process.currentDirectoryURL = folder
        // esbuild's serve mode stops when its standard input closes: keep it open until the server is stopped.
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return DevServer(process: process, input: input, port: port)
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
    let process: Process
    let input: Pipe
    let port: Int

    /// Closes its input, which ends esbuild's serve mode, and kills it should it still run (a process started from a
    /// test may have SIGTERM blocked).
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
