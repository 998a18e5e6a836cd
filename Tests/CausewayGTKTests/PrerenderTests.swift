import Causeway
import CausewayGTK
import CausewayTesting
import XCTest

/// A page names the page it opens next; opening it from the page shows the document loaded ahead of time, on
/// screen, and the page hears `nav.visible` then, not before.
final class PrerenderTests: XCTestCase {
    /// How many times the scheme served a path.
    @MainActor final class Requests {
        var count = 0
    }

    func testAPageOpensTheDocumentItPrerendered() throws {
        try GLibMainLoop.run {
            let requests = Requests()
            let fixture = try ContainerFixture { app in
                let serve = app.schemes[WebKitHarness.pageScheme]!
                app.schemes[WebKitHarness.pageScheme] = { request in
                    if request.url.lastPathComponent == "prerendered.html" { requests.count += 1 }
                    return await serve(request)
                }
            }
            defer { fixture.close() }
            let index = try await fixture.open("index.html")
            let target = fixture.url("prerendered.html")

            let answer = try await fixture.evaluate("""
                return await causeway.nav.prerender({urls: ["prerendered.html", "causeway-test://widget/prerendered.html"]});
                """, in: index)
            XCTAssertEqual(answer, ["urls": [.string(target.absoluteString)]], "only the page's own origin")
            XCTAssertEqual(fixture.window.prerendered.urls, [target])
            let prerendered = try XCTUnwrap(fixture.window.prerendered.page(for: target)).container
            try await fixture.until("the prerendered page is ready") { prerendered.bridge.isPageReady }
            let loadedAt = try await fixture.evaluate("return window.loadedAt;", in: prerendered)
            let before = try await fixture.evaluate("return window.visibleEvents;", in: prerendered)
            XCTAssertEqual(before, 0, "not visible while it waits")
            XCTAssertFalse(prerendered.isVisible)
            XCTAssertEqual(fixture.window.pages.count, 1)

            _ = try await fixture.evaluate("await causeway.nav.openWeb({url: 'prerendered.html'}); return null;", in: index)
            XCTAssertTrue(fixture.window.topContainer === prerendered, "the prerendered container opened")
            let shown = await fixture.window.waitUntilShowingTopPage(within: .seconds(15))
            XCTAssertTrue(shown, "the window shows it")
            try await fixture.until("the page heard visible") {
                try await fixture.evaluate("return window.visibleEvents;", in: prerendered) == 1
            }
            let loadedAtAfter = try await fixture.evaluate("return window.loadedAt;", in: prerendered)
            XCTAssertEqual(loadedAtAfter, loadedAt, "the same document, not loaded again")
            XCTAssertEqual(requests.count, 1, "served once")
            XCTAssertTrue(fixture.window.prerendered.urls.isEmpty)
            let visibility = try await fixture.evaluate(
                "return [window.visibilityAtLoad, window.visibilityWhenShown];", in: prerendered)
            XCTAssertEqual(visibility, ["hidden", "visible"], "WebKitGTK reports an unshown web view as hidden")
        }
    }
}
