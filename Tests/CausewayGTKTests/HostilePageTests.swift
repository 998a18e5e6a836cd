import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTestSupport
import Foundation
import XCTest

/// A hostile page on the real engine, going for what the app converts and what it holds: each attack is refused with
/// a typed error, the app lives, its bridge answers, and its main loop keeps running.
///
/// Main-loop stalls are judged against a baseline taken in the same test: the longest gap while the page does the
/// ordinary thing of the same kind, in the best of three trials (`MainLoopGaps.compare`).
final class HostilePageTests: XCTestCase {
    /// A component frame past its range is refused at decoding, whatever number it is; one at the edge of the range
    /// is placed and the window goes on drawing.
    func testAComponentFrameOutsideItsRangeIsRefusedAndTheAppLives() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            for width in ["3e9", "1e30", "-3e9", "1e308 * 10"] {
                let answer = try await fixture.evaluate(Self.insertLabel(id: "big", frame: "{x: 0, y: 0, width: \(width), height: 10}"))
                XCTAssertEqual(answer, ["code": "invalidArguments", "path": "commands.0.geometry.frame.width"], width)
            }
            let far = try await fixture.evaluate(Self.insertLabel(id: "far", frame: "{x: 1e12, y: 0, width: 10, height: 10}"))
            XCTAssertEqual(far, ["code": "invalidArguments", "path": "commands.0.geometry.frame.x"])
            XCTAssertEqual(container.engine.componentHost?.componentIDs, [])

            let edge = ComponentRect.extents.upperBound
            let placed = try await fixture.evaluate(Self.insertLabel(
                id: "edge", frame: "{x: -\(edge), y: -\(edge), width: \(edge), height: \(edge)}"))
            XCTAssertEqual(placed, ["failures": []])
            XCTAssertEqual(container.engine.componentHost?.componentIDs, ["edge"])
            let engine = try XCTUnwrap(container.engine as? GTKEngine)
            try await fixture.until("the window draws on") { (try? engine.screenshot()) != nil }
            try await Self.assertTheBridgeAnswers(fixture)
        }
    }

    /// A page may hold as many components as its budget, and no more: the next insert fails alone with
    /// `limitExceeded`, and those it holds stay.
    func testComponentsPastTheBudgetAreRefused() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { $0.budget.components = 3 }
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            let answer = try await fixture.evaluate("""
                const commands = [0, 1, 2, 3, 4].map((index) => (\(Self.insertCommand(id: "'c' + index",
                    frame: "{x: 10 * index, y: 0, width: 10, height: 10}"))));
                const result = await causeway.call("components.apply", {commands});
                return result.failures.map((failure) => [failure.index, failure.error.code]);
                """)
            XCTAssertEqual(answer, [[3, "limitExceeded"], [4, "limitExceeded"]])
            XCTAssertEqual(container.engine.componentHost?.componentIDs.sorted(), ["c0", "c1", "c2"])
        }
    }

    /// `nav.prerender` naming more pages than the budget is refused before any page is made; the main loop's longest
    /// gap stays within twice that of prerendering the budget's pages and then calling for as long as the refusals
    /// took.
    func testPrerenderingPastTheBudgetIsRefusedWithoutWork() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let index = try await fixture.open("index.html")
            let gaps = MainLoopGaps()
            defer { gaps.stop() }
            let allowed = try await fixture.evaluate("""
                return (await causeway.nav.prerender({urls: ["prerendered.html?a", "prerendered.html?b"]})).urls.length;
                """, in: index)
            XCTAssertEqual(allowed, 2)
            for url in fixture.window.prerendered.urls {
                let page = try XCTUnwrap(fixture.window.prerendered.page(for: url)).container
                try await fixture.until("\(url) is ready") { page.bridge.isPageReady }
            }
            let prerendering = gaps.takeLongest()

            let gap = try await gaps.compare(within: 2, atLeast: prerendering) {
                let refused = try await fixture.evaluate("""
                    const urls = Array.from({length: 10}, (_, index) => `prerendered.html?${index}`);
                    try { await causeway.nav.prerender({urls}); return "prerendered"; } catch (e) { return e.code; }
                    """, in: index)
                XCTAssertEqual(refused, "limitExceeded")
                let tooMany = try await fixture.evaluate("""
                    const urls = Array.from({length: 100}, (_, index) => `prerendered.html?${index}`);
                    try { await causeway.nav.prerender({urls}); return "prerendered"; } catch (e) { return [e.code, e.path]; }
                    """, in: index)
                XCTAssertEqual(tooMany, ["invalidArguments", ["urls"]])
                try await Self.assertTheBridgeAnswers(fixture)
            } ordinary: { duration in
                try await Self.callForAsLong(as: duration, fixture, in: index)
            }
            XCTAssertEqual(fixture.window.prerendered.urls.map(\.query), ["a", "b"], "what was prerendered stays")
            XCTAssertTrue(gap.holds, "the refused calls against prerendering the budget's pages and calling: \(gap)")
        }
    }

    /// A page opening pages in a loop fills the stack up to its budget and no further: the rest are refused with
    /// `limitExceeded`, without work, and a new window is not opened either.
    ///
    /// The main loop's longest gap while the opens are refused is held against the ordinary work of the same kind:
    /// filling the stack (with the same `window.open` after it, so whatever the engine does with one is in both), then
    /// ordinary calls for as long as the refusals took, since a longest gap over a longer stretch also holds more of
    /// what a busy machine takes from the process.
    func testOpeningPagesPastTheStackBudgetIsRefused() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { $0.budget.stackedPages = 4 }
            defer { fixture.close() }
            let index = try await fixture.open("index.html")
            let gaps = MainLoopGaps()
            defer { gaps.stop() }
            let opened = try await fixture.evaluate("""
                for (const page of ["second.html", "third.html", "second.html?again"]) await causeway.nav.openWeb({url: page});
                window.open("second.html?window", "_blank");
                return null;
                """, in: index)
            XCTAssertEqual(opened, .null)
            try await fixture.until("the stack holds four pages") { fixture.window.pageCount == 4 }
            let filling = gaps.takeLongest()
            // One refusal first, not measured: the first run of the refusal's path pays one-off costs, which the
            // hundred after it are not about.
            let first = try await fixture.evaluate("""
                try { await causeway.nav.openWeb({url: "second.html?first"}); return "opened"; } catch (e) { return e.code; }
                """, in: index)
            XCTAssertEqual(first, "limitExceeded")

            let gap = try await gaps.compare(within: 2, atLeast: filling) {
                let refused = try await fixture.evaluate("""
                    const codes = new Set();
                    for (let i = 0; i < 100; i++) {
                        try { await causeway.nav.openWeb({url: `second.html?${i}`}); codes.add("opened"); }
                        catch (e) { codes.add(e.code); }
                    }
                    window.open("second.html?window", "_blank");
                    return [...codes];
                    """, in: index)
                XCTAssertEqual(refused, ["limitExceeded"])
                try await Self.assertTheBridgeAnswers(fixture, in: index)
            } ordinary: { duration in
                try await Self.callForAsLong(as: duration, fixture, in: index)
            }
            XCTAssertEqual(fixture.window.pageCount, 4, "the stack holds what it held")
            XCTAssertTrue(gap.holds, "the refused opens against filling the stack and calling: \(gap)")
        }
    }

    /// A title view of more items than the budget is refused with `limitExceeded`, one past what the wire takes or
    /// with a label too long with `invalidArguments`; the header keeps what it showed.
    func testATitleViewPastItsBoundsIsRefused() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            _ = try await fixture.evaluate("""
                await causeway.header.configure({titleView: {segments: ["Hot", "New"]}}); return null;
                """)
            let shown = container.header
            let attempts: [(String, JSONValue)] = [
                ("Array.from({length: 200000}, (_, i) => String(i))", ["invalidArguments", "titleView.segments"]),
                ("Array.from({length: 17}, (_, i) => String(i))", ["limitExceeded", ""]),
                ("['x'.repeat(1000000)]", ["invalidArguments", "titleView.segments.0"]),
            ]
            for (segments, expected) in attempts {
                let answer = try await fixture.evaluate("""
                    try { await causeway.header.configure({titleView: {segments: \(segments)}}); return "shown"; }
                    catch (e) { return [e.code, (e.path ?? []).join(".")]; }
                    """)
                XCTAssertEqual(answer, expected, segments)
            }
            let longTitle = try await fixture.evaluate("""
                try { await causeway.header.configure({title: "x".repeat(5000)}); return "shown"; }
                catch (e) { return [e.code, (e.path ?? []).join(".")]; }
                """)
            XCTAssertEqual(longTitle, ["invalidArguments", "title"])
            XCTAssertEqual(container.header, shown, "the header kept what it showed")
            try await Self.assertTheBridgeAnswers(fixture)
        }
    }

    /// A page sized to its content whose content measures past every integer a host takes (a scale is enough): the
    /// height is not taken, the app lives, and the page keeps the height it had.
    func testAContentHeightPastItsRangeIsNotTaken() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { app in app.routes.add("*/index.html") { $0.sizesToContent = true } }
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            try await fixture.until("the height is reported") { container.contentHeight == 600 }
            // The height is measured when the content resizes; with the document scaled, it is scaled too.
            _ = try await fixture.evaluate("""
                document.documentElement.style.transformOrigin = "top";
                document.documentElement.style.transform = "scale(1, 5000000)";
                document.getElementById("content").style.height = "601px";
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                document.documentElement.style.transform = "none";
                document.getElementById("content").style.height = "700px";
                return null;
                """)
            try await fixture.until("the next height in range is taken") { container.contentHeight == 700 }
            try await Self.assertTheBridgeAnswers(fixture)
        }
    }

    // MARK: Helpers

    /// A `components.apply` of one label insert, answering the result or the error's code and path.
    private static func insertLabel(id: String, frame: String) -> String {
        """
        try {
            return await causeway.call("components.apply", {commands: [\(insertCommand(id: "'\(id)'", frame: frame))]});
        } catch (e) { return {code: e.code, path: e.path.join(".")}; }
        """
    }

    private static func insertCommand(id: String, frame: String) -> String {
        """
        {op: "insert", id: \(id), type: "label", props: {attributes: {text: "hi"}, properties: {}},
         geometry: {frame: \(frame), clip: {x: 0, y: 0, width: 10, height: 10}, visible: true, opacity: 1,
                    cornerRadius: 0, zIndex: 0, occluders: []}}
        """
    }

    /// The page's calls are still answered.
    @MainActor
    /// The main loop's longest gap while the page makes ordinary calls one after another for `duration`.
    /// Ordinary calls, one after another, for as long as `duration`.
    private static func callForAsLong(as duration: Duration, _ fixture: ContainerFixture, in container: Container)
        async throws {
        let started = ContinuousClock.now
        repeat {
            try await assertTheBridgeAnswers(fixture, in: container)
        } while ContinuousClock.now - started < duration
    }

    private static func assertTheBridgeAnswers(_ fixture: ContainerFixture, in container: Container? = nil) async throws {
        let state = try await fixture.evaluate("return (await causeway.nav.state()).url.length > 0;", in: container)
        XCTAssertEqual(state, true, "the bridge answers")
    }
}
