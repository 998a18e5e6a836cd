import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTestSupport
import Foundation
import XCTest

/// Same-layer components on WebKitGTK, checked on screenshots of the web view with its component layer (the
/// same-layer demo page: blocks, a native component between them, and a fixed toast above it).
///
/// The web view is 790 × 544. The label `native` (blue) spans x 79–711, y 280–520 of the page, and the toast
/// (grey) x 295–495, y 232–312 of the viewport. The label `clipped` (yellow) sits in a 300 × 120 scroller.
final class ComponentPageTests: XCTestCase {
    private static let blue: [UInt8] = [0, 0, 255, 255]
    private static let grey: [UInt8] = [128, 128, 128, 255]
    private static let yellow: [UInt8] = [255, 255, 0, 255]

    func testTheToastStaysAboveTheNativeComponent() throws {
        try onDemoPage { page in
            // The toast is page content, grey from the first paint: the label is waited for too, so the pixels are
            // read once the component is placed and drawn.
            try await page.until("the toast is cut out of the label") {
                page.color(395, 300) == Self.grey && page.color(395, 400) == Self.blue
            }
            XCTAssertEqual(page.color(150, 300), Self.blue, "beside the toast")
            XCTAssertEqual(page.color(395, 260), Self.grey, "the toast above the label's top edge")
        }
    }

    func testScrollingMovesTheWidgetByTheSameAmount() throws {
        try onDemoPage { page in
            try await page.until("the label shows where it is placed") {
                page.layer.visibleRect(of: "cw1")?.y == 280 && page.color(150, 450) == Self.blue
            }
            let before = try XCTUnwrap(page.layer.visibleRect(of: "cw1"))
            _ = try await page.evaluate("scrollBy(0, 100)")
            try await page.until("the label moves up") { page.layer.visibleRect(of: "cw1")?.y != before.y }
            let after = try XCTUnwrap(page.layer.visibleRect(of: "cw1"))
            XCTAssertEqual(after.y, before.y - 100)
            XCTAssertEqual(after.height, before.height)
            XCTAssertEqual(page.color(150, 350), Self.blue, "where the label is now")
            XCTAssertNotEqual(page.color(150, 500), Self.blue, "below where the label ends now")
        }
    }

    func testAComponentScrolledOutOfViewIsHidden() throws {
        try onDemoPage { page in
            try await page.until("the label shows") { page.layer.visibleRect(of: "cw1") != nil }
            _ = try await page.evaluate("scrollTo(0, 600)")
            try await page.until("the label hides") { page.layer.visibleRect(of: "cw1") == nil }
            XCTAssertEqual(page.layer.componentIDs, ["cw1", "cw2"], "hidden, not removed")
            let shot = try await page.screenshot()
            XCTAssertFalse(shot.contains(Self.blue), "no blue pixel is left on screen")
        }
    }

    func testAClippedComponentShowsOnlyItsVisiblePart() throws {
        try onDemoPage { page in
            // The scroller is at y 560–680 of the page; scrolled by 400 it is at 160–280, and the label in it at
            // 220–420: only its top 60 pixels are inside the scroller.
            _ = try await page.evaluate("scrollTo(0, 400)")
            try await page.until("the clipped label shows") { page.layer.visibleRect(of: "cw2")?.height ?? 0 > 0 }
            let visible = try XCTUnwrap(page.layer.visibleRect(of: "cw2"))
            XCTAssertEqual(visible.y, 220)
            XCTAssertEqual(visible.height, 60)
            try await page.until("the clipped label is drawn") { page.color(260, 250) != nil }
            XCTAssertEqual(page.color(260, 250), Self.yellow, "the part inside the scroller")
            XCTAssertNotEqual(page.color(260, 300), Self.yellow, "the part below the scroller")
        }
    }

    func testTranslationAndScaleMoveAndResizeTheWidget() throws {
        try onDemoPage { page in
            try await page.until("the label shows") { page.layer.visibleRect(of: "cw1")?.height ?? 0 > 0 }
            // The label is 632 × 240 at (79, 280); scaled by half about its centre and moved 50 px right.
            _ = try await page.evaluate(#"document.getElementById("native").style.transform = "translateX(50px) scale(0.5)""#)
            try await page.until("the label shrinks") { page.layer.visibleRect(of: "cw1")?.width == 316 }
            XCTAssertEqual(page.layer.visibleRect(of: "cw1"), ComponentRect(x: 287, y: 340, width: 316, height: 120))
        }
    }

    func testARotationIsReportedOnceToTheConsole() throws {
        try onDemoPage { page in
            _ = try await page.evaluate("""
                window.warnings = [];
                const warn = console.warn;
                console.warn = (...parts) => { warnings.push(parts.join(" ")); warn(...parts); };
                const label = document.getElementById("native");
                label.style.transform = "rotate(10deg)";
                for (let frame = 0; frame < 10; frame++) {
                    await new Promise((resolve) => requestAnimationFrame(resolve));
                    label.style.opacity = String(1 - frame / 100);
                }
                """)
            try await page.until("the rotation is reported") {
                try await page.evaluate("return warnings.length") == 1
            }
            let warning = try await page.evaluate("return warnings[0]")
            XCTAssertEqual(warning, "<causeway-view id=cw1 type=label>: transform (rotation, skew or 3D) does not reach the native component")
        }
    }

    func testARefusedPlaceholderHearsWhyOnceAndCanBeMended() throws {
        try onDemoPage { page in
            try await page.until("both components exist") { page.layer.componentIDs.count == 2 }
            let errors = try await page.evaluate("""
                const errors = [];
                const map = document.createElement("causeway-view");
                map.setAttribute("type", "map");
                map.addEventListener("error", (event) => errors.push(event.detail));
                document.body.prepend(map);
                for (let frame = 0; frame < 10; frame++) {
                    await new Promise((resolve) => requestAnimationFrame(resolve));
                    scrollBy(0, 1);
                }
                window.mended = map;
                return errors.map((error) => ({ code: error.code, field: error.path.at(-1) }));
                """)
            XCTAssertEqual(errors, [["code": "invalidArguments", "field": "type"]])
            XCTAssertEqual(page.layer.componentIDs, ["cw1", "cw2"])
            _ = try await page.evaluate(#"mended.setAttribute("text", "Mended"); mended.setAttribute("type", "label")"#)
            try await page.until("the mended placeholder gets its component") { page.layer.componentIDs.count == 3 }
        }
    }

    func testRemovingThePlaceholderRemovesTheWidget() throws {
        try onDemoPage { page in
            try await page.until("both components exist") { page.layer.componentIDs.count == 2 }
            let label = try Finalization(of: XCTUnwrap(page.layer.view(of: "cw1")))
            _ = try await page.evaluate(#"document.getElementById("native").remove()"#)
            try await page.until("the label is removed") { page.layer.componentIDs == ["cw2"] }
            XCTAssertEqual(page.overlayChildren, 2, "the web view and one component frame")
            XCTAssertTrue(label.happened, "the label's widget is freed")
            let shot = try await page.screenshot()
            XCTAssertFalse(shot.contains(Self.blue))
        }
    }

    func testMovingThePlaceholderInOneFrameKeepsItsComponent() throws {
        try onDemoPage { page in
            try await page.until("both components exist") { page.layer.componentIDs.count == 2 }
            let label = try XCTUnwrap(page.layer.view(of: "cw1"))
            _ = try await page.evaluate("""
                window.errors = [];
                const label = document.getElementById("native");
                label.addEventListener("error", (event) => errors.push(event.detail));
                document.body.prepend(label);
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                """)
            try await page.until("the label is at the top, below its margin") { page.layer.visibleRect(of: "cw1")?.y == 40 }
            XCTAssertEqual(page.layer.view(of: "cw1"), label, "the same widget")
            XCTAssertEqual(page.layer.componentIDs, ["cw1", "cw2"])
            let errors = try await page.evaluate("return errors")
            XCTAssertEqual(errors, [])
        }
    }

    func testNavigatingAwayLeavesNoComponentBehind() throws {
        try onDemoPage { page in
            try await page.until("both components exist") { page.layer.componentIDs.count == 2 }
            let widgets = try page.layer.componentIDs.map { try Finalization(of: XCTUnwrap(page.layer.view(of: $0))) }
            page.container.load(page.fixture.url("second.html"))
            try await page.until("the components are gone") { page.layer.componentIDs.isEmpty }
            XCTAssertEqual(page.overlayChildren, 1, "only the web view")
            XCTAssertTrue(widgets.allSatisfy(\.happened), "every component's widget is freed")
        }
    }

    func testClicksReachTheNativeInputAndTheWebContentAboveIt() throws {
        try GLibMainLoop.run {
            let page = try await DemoPage.open("components-input.html")
            defer { page.fixture.close() }
            try await page.until("the field shows") { page.layer.visibleRect(of: "cw1")?.height ?? 0 > 0 }
            let field = try XCTUnwrap(page.layer.view(of: "cw1"))
            // The badge covers the field from x 320: a click there is the page's.
            try await page.until("the badge is cut out of the field") { page.color(350, 124) == [255, 128, 0, 255] }
            try XInput.click(page.engine.widget, x: 350, y: 124)
            try await page.until("the page gets the click") { try await page.evaluate("return received.badgeClicks") == 1 }
            XCTAssertEqual(gtk_widget_get_focus_child(field) == nil, true, "the field did not take the click")
            try XInput.click(page.engine.widget, x: 150, y: 124)
            try await page.until("the field has the focus") { gtk_widget_get_focus_child(field) != nil }
            try await page.until("the page hears of the focus") { try await page.evaluate("return received.focus") == 1 }
            try XInput.type("hello")
            try await page.until("the page hears every keystroke") {
                try await page.evaluate("return received.inputs.at(-1) ?? null") == "hello"
            }
            let inputs = try await page.evaluate("return received.inputs")
            XCTAssertEqual(inputs, ["h", "he", "hel", "hell", "hello"])
        }
    }

    func testTheNativeVideoPlaysAFileThePageNames() throws {
        try GLibMainLoop.run {
            let page = try await DemoPage.open("components-video.html") { app in
                let pages = WebKitContractPage.pagesFolder
                app.schemes[WebKitHarness.pageScheme] = StaticFilesEndpoint(sites: [
                    "container": pages.appendingPathComponent("container"),
                    "media": ShowcaseScreenTests.showcaseFolder.appendingPathComponent("media"),
                ]).respond
            }
            defer { page.fixture.close() }
            try await page.until("the video ends") {
                try await page.evaluate("return received.events.includes('ended')") == true
            }
            let duration = try await page.evaluate("return received.duration")
            XCTAssertEqual(duration, 4)
            let events = try await page.evaluate("return received.events")
            XCTAssertEqual(events, ["loadedmetadata", "play", "pause", "ended"], "in the order a page's <video> reports them")
            let state = try await page.evaluate("return received.state")
            XCTAssertEqual(state["ended"], true)
            XCTAssertEqual(state["playing"], false)
            let frame = try XCTUnwrap(page.layer.visibleRect(of: "cw1"))
            XCTAssertEqual(frame, ComponentRect(x: 40, y: 40, width: 320, height: 240))
            let shot = try await page.screenshot()
            let colours = Set(stride(from: 60, to: 260, by: 20).map { shot.pixel(x: $0, y: 100) })
            XCTAssertGreaterThan(colours.count, 2, "the video's last frame is on screen: \(colours)")
        }
    }

    private func onDemoPage(_ body: @escaping @MainActor (DemoPage) async throws -> Void) throws {
        try GLibMainLoop.run {
            let page = try await DemoPage.open("components.html")
            defer { page.fixture.close() }
            try await body(page)
        }
    }
}

/// A fixture page with components, and ways to look at it.
@MainActor
private struct DemoPage {
    let fixture: ContainerFixture
    let container: Container
    let engine: GTKEngine

    static func open(_ path: String, _ configure: (HybridApp) -> Void = { _ in }) async throws -> DemoPage {
        let fixture = try ContainerFixture(configure)
        let container = try await fixture.open(path)
        let engine = try XCTUnwrap(container.engine as? GTKEngine)
        try await fixture.until("the page is drawn") { (try? engine.screenshot()) != nil }
        return DemoPage(fixture: fixture, container: container, engine: engine)
    }

    var layer: GTKComponentLayer { engine.components.surface }

    /// The overlay's children: the web view and one frame per component.
    var overlayChildren: Int {
        var count = 0
        var child = gtk_widget_get_first_child(layer.overlay)
        while let current = child {
            count += 1
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }

    /// The web view and its components as drawn; waits out the moments after a change when GTK has nothing drawn.
    func screenshot() async throws -> PageSnapshot {
        var shot: PageSnapshot?
        try await until("the page is drawn") {
            shot = try? engine.screenshot()
            return shot != nil
        }
        return try XCTUnwrap(shot)
    }

    /// The colour at `x`, `y` on screen; `nil` while nothing has been drawn.
    func color(_ x: Int, _ y: Int) -> [UInt8]? {
        try? engine.screenshot().pixel(x: x, y: y)
    }

    func evaluate(_ body: String) async throws -> JSONValue {
        try await fixture.evaluate(body, in: container)
    }

    func until(_ what: String, _ condition: @MainActor () async throws -> Bool) async throws {
        try await fixture.until(what, condition)
    }
}

extension PageSnapshot {
    /// Whether any pixel has exactly this colour.
    fileprivate func contains(_ color: [UInt8]) -> Bool {
        stride(from: 0, to: rgba.count, by: 4).contains { Array(rgba[$0..<$0 + 4]) == color }
    }
}
