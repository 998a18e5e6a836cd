import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTestSupport
import XCTest

/// A page names the page it opens next; opening it from the page shows the document loaded ahead of time, on
/// screen, and the page hears `nav.visible` then, not before. While it waits it is laid out at the size it will be
/// shown at, hidden to WebKit, runs no animation frames and draws nothing on the window.
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
            let size = try await fixture.evaluate("return window.size;", in: prerendered)
            let openerSize = try await fixture.evaluate("return [innerWidth, innerHeight];", in: index)
            XCTAssertEqual(size, openerSize, "laid out at the size of the page area")
            // The waiting page's frame count after the opener ran ten animation frames.
            let framesAfterTenOfTheOpeners = {
                _ = try await fixture.evaluate("""
                    let frames = 0;
                    await new Promise(ran => requestAnimationFrame(function count() {
                      ++frames == 10 ? ran() : requestAnimationFrame(count);
                    }));
                    return null;
                    """, in: index)
                return try await fixture.evaluate("return window.animationFrames;", in: prerendered)
            }
            let first = try await framesAfterTenOfTheOpeners()
            XCTAssertTrue(first == 0 || first == 1, "at most the one it was laid out in: \(first)")
            let second = try await framesAfterTenOfTheOpeners()
            XCTAssertEqual(second, first, "none while the opener ran ten more")
            let waiting = try await fixture.window.pageScreenshot()
            XCTAssertEqual(waiting.pixel(x: waiting.width / 2, y: waiting.height / 2), [0x34, 0x65, 0xa4, 0xff],
                           "the opener is what the window shows")

            _ = try await fixture.evaluate("await causeway.nav.openWeb({url: 'prerendered.html'}); return null;", in: index)
            XCTAssertTrue(fixture.window.topContainer === prerendered, "the prerendered container opened")
            let shown = await fixture.window.waitUntilShowingTopPage(within: .seconds(60))
            XCTAssertTrue(shown, "the window shows it")
            let opened = try await fixture.window.pageScreenshot()
            XCTAssertEqual(opened.pixel(x: opened.width / 2, y: opened.height / 2), [0x4e, 0x9a, 0x06, 0xff])
            try await fixture.until("the page heard visible") {
                try await fixture.evaluate("return window.visibleEvents;", in: prerendered) == 1
            }
            let loadedAtAfter = try await fixture.evaluate("return window.loadedAt;", in: prerendered)
            XCTAssertEqual(loadedAtAfter, loadedAt, "the same document, not loaded again")
            XCTAssertEqual(requests.count, 1, "served once")
            XCTAssertTrue(fixture.window.prerendered.urls.isEmpty)
            let visibilityAtLoad = try await fixture.evaluate("return window.visibilityAtLoad;", in: prerendered)
            XCTAssertEqual(visibilityAtLoad, "hidden", "WebKit counts a waiting page hidden")
            try await fixture.until("WebKit counts it shown") {
                try await fixture.evaluate("return document.visibilityState;", in: prerendered) == "visible"
            }
            try await fixture.until("it runs animation frames once shown") {
                try await fixture.evaluate("return window.animationFrames;", in: prerendered) != 0
            }
        }
    }

    func testAMemoryWarningTearsDownThePrerenderedPages() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            fixture.window.prerender([fixture.url("prerendered.html"), fixture.url("second.html")])
            let pages = [fixture.url("prerendered.html"), fixture.url("second.html")].compactMap {
                fixture.window.prerendered.page(for: $0)
            }
            XCTAssertEqual(pages.count, 2)
            try await fixture.until("both are ready") { pages.allSatisfy { $0.container.bridge.isPageReady } }

            // GIO's monitor is one per process: a warning on it reaches the window's handler.
            let monitor = try XCTUnwrap(g_memory_monitor_dup_default())
            defer { g_object_unref(UnsafeMutableRawPointer(monitor)) }
            var arguments = [GValue](repeating: GValue(), count: 2)
            defer { for index in arguments.indices { g_value_unset(&arguments[index]) } }
            g_value_init(&arguments[0], g_memory_monitor_get_type())
            g_value_set_object(&arguments[0], UnsafeMutableRawPointer(monitor))
            g_value_init(&arguments[1], g_memory_monitor_warning_level_get_type())
            g_value_set_enum(&arguments[1], gint(G_MEMORY_MONITOR_WARNING_LEVEL_LOW.rawValue))
            g_signal_emitv(arguments, g_signal_lookup("low-memory-warning", g_memory_monitor_get_type()), 0, nil)

            XCTAssertTrue(fixture.window.prerendered.urls.isEmpty)
            XCTAssertTrue(pages.allSatisfy { $0.container.bridge.isClosed }, "each was torn down")
        }
    }
}
