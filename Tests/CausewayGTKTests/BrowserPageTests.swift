import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// The same page code runs in the app, where native code answers, and in a plain WebKit web view with no native
/// side, where the runtime package it imports answers from the page's web implementations.
final class BrowserPageTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A site with the browser fixture page and the `causeway-runtime` package under `runtime/`, as a web developer's
    /// bundler or static server would lay them out.
    private func makeSite() throws -> URL {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-browser-\(UUID().uuidString)")
        let runtime = site.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        let page = Self.repository.appendingPathComponent("Tests/Fixtures/pages/browser")
        for name in ["index.html", "page.js"] {
            try FileManager.default.copyItem(at: page.appendingPathComponent(name), to: site.appendingPathComponent(name))
        }
        let package = Self.repository.appendingPathComponent("Sources/Causeway/Runtime")
        for name in ["index.js", "causeway.js"] {
            try FileManager.default.copyItem(at: package.appendingPathComponent(name), to: runtime.appendingPathComponent(name))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: site) }
        return site
    }

    func testWithoutANativeSideThePageRunsOnItsWebImplementations() throws {
        let site = try makeSite()
        let answer = try GLibMainLoop.run { () async throws -> String in
            let engine = GTKEngine()
            engine.registerScheme(WebKitHarness.pageScheme, StaticFilesEndpoint(sites: ["app": site]).respond)
            let window = GTKWindowHost(engine: engine, title: "Browser", width: 640, height: 480)
            defer {
                window.close()
                engine.close()
            }
            engine.load(URL(string: "\(WebKitHarness.pageScheme)://app/index.html")!)
            var title = ""
            try await waitUntil("the page wrote its answer") {
                title = try await engine.evaluate("return document.title", in: .page).stringValue ?? ""
                return !title.isEmpty
            }
            let shown = try await engine.evaluate("return document.getElementById('out').textContent", in: .page)
            XCTAssertEqual(shown.stringValue, title)
            return title
        }
        XCTAssertEqual(answer, "42 unknownMethod web")
    }

    func testInTheAppTheSamePageIsAnsweredByNativeCode() throws {
        let site = try makeSite()
        let (answer, nativeCalls) = try GLibMainLoop.run { () async throws -> (String, Int) in
            let harness = try WebKitHarness(sites: ["app": site],
                                            policy: CapabilityPolicy(rules: [.allow(["causeway-test://app"])]))
            defer { harness.close() }
            let calls = LiveCount()
            harness.bridge.handle("math.add") { (operands: [String: Int]) in
                calls.add(1)
                return operands.values.reduce(0, +)
            }
            try await harness.load("index.html", host: "app")
            var title = ""
            try await harness.waitUntil("the page wrote its answer") {
                title = try await harness.evaluate("return document.title").stringValue ?? ""
                return !title.isEmpty
            }
            return (title, calls.value)
        }
        XCTAssertEqual(answer, "42 unknownMethod native")
        XCTAssertEqual(nativeCalls, 1, "native code answered, not the page's web implementation")
    }
}
