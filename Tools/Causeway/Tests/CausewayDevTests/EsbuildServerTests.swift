import CausewayDev
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
        let port = try LoopbackPort.free()
        let esbuild = Process()
        esbuild.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        esbuild.arguments = ["esbuild", "app.js", "--bundle", "--outdir=www", "--servedir=www",
                             "--serve=127.0.0.1:\(port)", "--watch"]
        esbuild.currentDirectoryURL = project
        // esbuild's serve mode stops when its standard input closes: keep it open until the test ends.
        let input = Pipe()
        esbuild.standardInput = input
        esbuild.standardOutput = FileHandle.nullDevice
        esbuild.standardError = FileHandle.nullDevice
        try esbuild.run()
        defer {
            try? input.fileHandleForWriting.close()
            esbuild.terminate()
            esbuild.waitUntilExit()
        }
        let page = URL(string: "http://127.0.0.1:\(port)/")!

        try GLibMainLoop.run { @MainActor in
            try await waitUntil("esbuild serves the page") {
                let answer = try? await URLSession.shared.data(from: page.appendingPathComponent("app.js"))
                return (answer?.1 as? HTTPURLResponse)?.statusCode == 200
            }
            let session = try DevSession(target: page.absoluteString,
                                         options: DevSession.Options(serverEvents: "/esbuild"))
            defer { session.window.close() }
            try await session.start()
            XCTAssertEqual(session.watchedFolders, [], "a URL is not watched unless asked")
            try await waitUntil("the window shows the first build") {
                (try? TextRecognition.text(in: session.window.screenshot()))?.holds("First") == true
            }

            try Self.app("Second build").write(to: source, atomically: true, encoding: .utf8)
            try await waitUntil("the window shows the second build") {
                (try? TextRecognition.text(in: session.window.screenshot()))?.holds("Second") == true
            }
            XCTAssertEqual(session.reloads, 0, "the dev server's event reloaded the page, not a watch")
        }
    }

    private static func app(_ heading: String) -> String {
        """
        const heading = document.createElement("h1");
        heading.textContent = "\(heading)";
        addEventListener("DOMContentLoaded", () => document.body.append(heading));
        """
    }
}
