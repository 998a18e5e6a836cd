import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayShowcase
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// The showcase used as a person uses it: every click and keystroke through the X server's real pointer and
/// keyboard, every result read back from the window's pixels (text by Tesseract) after each step, every navigation
/// a person can take and back again.
final class PersonTests: XCTestCase {
    /// Each simple demo's button, the section whose output shows its result, and words of that result.
    private static let demos: [(demo: String, section: String, words: [String])] = [
        ("deviceInfo", "calls", ["processors"]), ("add", "calls", ["42"]),
        ("unknown", "errors", ["unknownMethod"]), ("invalid", "errors", ["decode"]),
        ("divide", "errors", ["handlerFailed"]), ("events", "events", ["received"]),
        ("stream", "streams", ["ticks", "stopped"]), ("abort", "cancellation", ["cancelled"]),
        ("timeout", "cancellation", ["timeout"]), ("upload", "binary", ["counted", "bytes"]),
        ("download", "binary", ["Array", "bytes"]), ("cookies", "cookies", ["visits"]),
        ("account", "account", ["Ada", "gone"]), ("frame", "frames", ["denied"]),
    ]

    private func withShowcase(_ configure: @escaping @MainActor (HybridApp) -> Void = { _ in },
                              _ body: @escaping @MainActor (ShowcaseApp, Person) async throws -> Void) throws
    {
        try GLibMainLoop.run {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
            let showcase = ShowcaseApp(entry: URL(string: "causeway://app/")!, site: ShowcaseScreenTests.showcaseFolder,
                                       width: 900, height: 700)
            configure(showcase.app)
            defer { showcase.window.close() }
            let container = try await showcase.start()
            try await waitUntil("the showcase is ready") { container.bridge.isPageReady }
            let person = Person(window: showcase.window)
            try await person.seesTheTopPage("the showcase")
            try await body(showcase, person)
        }
    }

    func testEveryDemoShowsItsResult() throws {
        try withShowcase { showcase, person in
            for (demo, section, words) in Self.demos {
                try await person.click("[data-demo=\(demo)]")
                try await person.read("#\(section) output", until: "\(demo) shows \(words)") { text in
                    words.allSatisfy(text.holds)
                }
                if demo == "add" {
                    try await DocumentationPictures.keep("showcase") { try await showcase.window.screenshotAfterNextPaint() }
                }
            }

            // The account: signed in and out with the page's buttons, the page showing who as it hears it.
            try await person.click("#sign-in")
            try await person.read("#account-now", until: "the page shows Ada signed in") { $0.holds("Signed in as Ada") }
            try await person.click("#sign-out")
            try await person.read("#account-now", until: "the page shows no one signed in") { $0.holds("Signed out") }

            try await person.click("[data-demo=header]")
            try await Self.read(showcase.window.headerScreenshot, until: "the page's title and item in the header") {
                $0.holds("Showcase") && $0.holds("Share")
            }
            try XInput.click(try XCTUnwrap(showcase.window.header.rightButtons.first).button)
            let share = try await person.nextDialog(after: nil)
            try await Self.read(share.screenshot, until: "the page's URL in the share sheet") { $0.holds("causeway://app/") }
            try person.click("Cancel", in: share)

            try await person.click("[data-demo=dialogs]")
            let alert = try await person.nextDialog(after: share)
            try await Self.read(alert.screenshot, until: "the alert's message") { $0.holds("An alert") }
            try person.click("OK", in: alert)
            let confirm = try await person.nextDialog(after: alert)
            try await Self.read(confirm.screenshot, until: "the confirm's question") { $0.holds("OK or Cancel") }
            try person.click("Cancel", in: confirm)
            let prompt = try await person.nextDialog(after: confirm)
            try await Self.read(prompt.screenshot, until: "the prompt's question") { $0.holds("your name") }
            try XInput.type("Ada")
            try await waitUntil("the prompt holds what was typed") { prompt.text == "Ada" }
            try person.click("OK", in: prompt)
            try await person.read("#dialogs output", until: "the page shows the answers") {
                $0.holds("false") && $0.holds("Ada")
            }
        }
    }

    func testEveryNavigationShowsItsPageAndComesBack() throws {
        try withShowcase { showcase, person in
            let window = showcase.window
            // The demos that open a page and close it again; the page itself reads the window after each step.
            let demos = [("legacy", "legacy", ["callHandler"]), ("secondPage", "navigation", ["container", "closed"]),
                         ("components", "navigation", ["native", "video"]), ("article", "navigation", ["grew", "rows"]),
                         ("segmentedTitle", "navigation", ["segments", "stories"])]
            for (demo, section, words) in demos {
                try await person.click("[data-demo=\(demo)]")
                try await person.read("#\(section) output", until: "\(demo) reports") { text in
                    words.allSatisfy(text.holds)
                }
                XCTAssertEqual(window.pages.count, 1)
                try await person.seesTheTopPage("the showcase after \(demo)")
            }

            // The native About page, and the header's back button.
            try await person.click("[data-demo=nativePage]")
            try await person.readPage(until: "the native About page") { $0.holds("native GTK page") }
            try XInput.click(window.header.backButton)
            try await waitUntil("the About page is gone") { window.pages.count == 1 }
            try await person.seesTheTopPage("the showcase after About")
            try await person.read("#navigation", until: "the showcase's navigation section") { $0.holds("Navigation") }

            // A second page opened by a link, and closed by its own button.
            try await person.click("#open-second")
            try await waitUntil("the second page is ready") {
                window.pages.count == 2 && window.topContainer?.bridge.isPageReady == true
            }
            try await person.seesTheTopPage("the second page")
            try await person.readPage(until: "the second page's heading") { $0.holds("Second page") }
            try await person.click("#close")
            try await waitUntil("the second page is closed") { window.pages.count == 1 }
            try await person.seesTheTopPage("the showcase after the second page")
            try await person.read("#navigation", until: "the showcase again") { $0.holds("Navigation") }

            // Reload with the keyboard: the page comes back as it was first shown.
            try await person.click("[data-demo=deviceInfo]")
            try await person.read("#calls output", until: "a result before reloading") { $0.holds("processors") }
            let root = try XCTUnwrap(window.topContainer)
            let epoch = root.bridge.epoch
            try XInput.press("F5")
            try await waitUntil("the page reloaded") { root.bridge.epoch > epoch && root.bridge.isPageReady }
            try await person.seesTheTopPage("the reloaded showcase")
            try await person.read("#calls", until: "the reloaded page, without the result") {
                $0.holds("device.info") && !$0.holds("processors")
            }
        }
    }

    /// The showcase's first page has no back button: back out of the first page would quit the app without asking.
    /// A page above it has one, which the pointer clicks to come back; the first page's header, read off the screen
    /// before and after, has no arrow where that page's had one.
    func testTheFirstPageHasNoBackButtonThatQuits() throws {
        try withShowcase { showcase, person in
            let window = showcase.window
            // A demo page that opens and closes itself first, as a person trying the showcase would.
            try await person.click("[data-demo=secondPage]")
            try await person.read("#navigation output", until: "the second page came and went") { $0.holds("closed") }
            try await person.seesTheTopPage("the showcase after the demo")
            let first = try window.headerScreenshot()

            try await person.click("#open-second")
            try await waitUntil("the second page is ready") {
                window.pages.count == 2 && window.topContainer?.bridge.isPageReady == true
            }
            try await person.seesTheTopPage("the second page")
            let back = try XCTUnwrap(person.headerBox(of: window.header.backButton, inset: 3), "a back button on the second page")
            try await waitUntil("the first page's header has no back arrow where the second page's has one") {
                try window.headerScreenshot().cropped(to: back) != first.cropped(to: back)
            }

            try XInput.click(window.header.backButton)
            try await waitUntil("the second page is gone") { window.pages.count == 1 }
            try await person.seesTheTopPage("the showcase after the second page")
            try await person.read("#navigation", until: "the showcase again") { $0.holds("Navigation") }
        }
    }

    /// The feed's segmented title: the segments read in the header, New clicked with the pointer and drawn
    /// selected, the page showing New's stories; then the header's back button closes the feed.
    func testTheFeedsSegmentedTitleAsAPersonUsesIt() throws {
        try withShowcase { showcase, person in
            let window = showcase.window
            try await person.click("#open-feed")
            try await waitUntil("the feed is ready with its segmented title") {
                window.pages.count == 2 && window.topContainer?.bridge.isPageReady == true
                    && window.header.segmentButtons.count == 2
            }
            try await person.seesTheTopPage("the feed")
            try await person.read("#shown", until: "the feed shows the hot stories") { $0.holds("Hot stories") }
            for (index, label) in ["Hot", "New"].enumerated() {
                try await person.readHeader({ window.header.segmentButtons.dropFirst(index).first },
                                            until: "the segment \(label) in the header") { $0.holds(label) }
            }
            let selectedColour = try XCTUnwrap(person.segmentColours().first)

            try XInput.click(window.header.segmentButtons[1])
            try await person.read("#shown", until: "the feed shows the new stories") { $0.holds("New stories") }
            try await waitUntil("New is drawn selected") {
                try person.segmentColours().map { $0 == selectedColour } == [false, true]
            }
            try await DocumentationPictures.keep("segmented-title") { try await window.screenshotAfterNextPaint() }

            try XInput.click(window.header.backButton)
            try await waitUntil("the feed is gone") { window.pages.count == 1 }
            try await person.seesTheTopPage("the showcase after the feed")
            XCTAssertTrue(window.header.segmentButtons.isEmpty, "the showcase's own header has no segments")
        }
    }

    /// The components page: the native video under the web toast, moving with the wheel, and the native field
    /// taking the keyboard; then back.
    func testTheComponentsPageAsAPersonUsesIt() throws {
        try withShowcase { showcase, person in
            let window = showcase.window
            try await person.click("#open-components")
            try await waitUntil("the components page is ready") {
                window.pages.count == 2 && window.topContainer?.bridge.isPageReady == true
            }
            let engine = try person.engine
            try await waitUntil("the video plays") {
                try await engine.evaluate("return document.getElementById('film-state').textContent", in: .page)
                    .stringValue?.contains("4 s clip") == true
            }
            try await person.seesTheTopPage("the components page")
            let toast = try await engine.evaluate("""
                const box = document.querySelector(".toast").getBoundingClientRect();
                return { x: box.left + 6, y: box.top + 6 };
                """, in: .page)
            let toastPoint = try (x: Int(XCTUnwrap(toast["x"]?.numberValue)), y: Int(XCTUnwrap(toast["y"]?.numberValue)))
            // Turn the wheel over the page: the native video moves with it, under the web toast.
            let before = try await person.scrollTo("#film")
            try XInput.scroll(engine.widget, x: 20, y: 300, notches: 1)
            var film = before
            try await waitUntil("the native video moved with the page") {
                film = try await person.box(of: "#film", afterFrames: true)
                guard film.y < before.y, let shown = engine.components.surface.visibleRect(of: "cw1") else { return false }
                return abs(shown.y - max(film.y, 0)) < 1
            }
            // A wheel turn scrolls smoothly over several frames: the screen is read until it is at rest.
            try await waitUntil("the toast in its own colour, the video's pixels under the page") {
                let shot = try await window.pageScreenshot()
                film = try await person.box(of: "#film", afterFrames: true)
                let inVideo = shot.pixel(x: Int(film.x) + 8, y: Int(max(film.y, 0)) + 8)
                return shot.pixel(x: toastPoint.x, y: toastPoint.y) == [32, 32, 32, 255]
                    && ![[255, 255, 255, 255], [243, 245, 248, 255]].contains(inVideo)
            }
            try await person.readPage(until: "the toast above the video") { $0.holds("toast") }

            try await person.click("#name")
            try await waitUntil("the text field has the focus") {
                engine.components.surface.view(of: "cw2").map { gtk_widget_get_focus_child($0) != nil } == true
            }
            try XInput.type("Ada")
            try await person.read("#typed", until: "the page shows what was typed") { $0.holds("Ada") }
            try await DocumentationPictures.keep("components") { try await window.screenshotAfterNextPaint() }

            try XInput.click(window.header.backButton)
            try await waitUntil("the components page is gone") { window.pages.count == 1 }
            try await person.seesTheTopPage("the showcase after the components page")
        }
    }

    func testAKilledWebProcessComesBackOnScreen() throws {
        try withShowcase { showcase, person in
            let root = try XCTUnwrap(showcase.window.topContainer)
            let epoch = root.bridge.epoch
            try person.engine.terminateWebProcess()
            try await waitUntil("a new document is ready") { root.bridge.epoch > epoch && root.bridge.isPageReady }
            try await person.seesTheTopPage("the recovered showcase")
            try await person.read("#recovered", until: "the page says it was brought back") {
                $0.holds("brought back") && $0.holds("terminated")
            }
        }
    }

    func testAPageThatPaintsNothingShowsTheFallback() throws {
        try withShowcase({ app in
            app.routes.add("causeway://app/blank.html") { $0.blankPageTimeout = .milliseconds(500) }
            app.recovery = .load(URL(string: "causeway://app/fallback.html")!)
        }) { showcase, person in
            showcase.window.open(URL(string: "causeway://app/blank.html")!)
            try await waitUntil("the fallback page is loaded") {
                showcase.window.topContainer?.engine.url?.lastPathComponent == "fallback.html"
            }
            try await person.seesTheTopPage("the fallback page")
            try await person.readPage(until: "the fallback says what happened") {
                $0.holds("Something went wrong") && $0.holds("blank")
            }
        }
    }

    /// Reads the text of a window's screenshots (a dialog's, the header's) until `condition` holds.
    @MainActor
    private static func read(_ screenshot: @MainActor () throws -> PageSnapshot, until what: String,
                             _ condition: @escaping (String) -> Bool) async throws
    {
        var text = ""
        do {
            try await waitUntil(what) {
                guard let shot = try? screenshot() else { return false }
                text = try await TextRecognition.text(in: shot)
                return condition(text)
            }
        } catch {
            XCTFail("\(what): the window reads \"\(text)\"")
            throw error
        }
    }
}
