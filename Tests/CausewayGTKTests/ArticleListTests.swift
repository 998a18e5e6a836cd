import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayShowcase
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// The showcase's article screen, a web article between native rows in one scrolled list, as a person sees and
/// uses it: rows read from the window's pixels, "Read more" clicked and the wheel turned with the real pointer.
final class ArticleListTests: XCTestCase {
    /// The colour of the article's last line (`#last` in `article.html`).
    private static let lastLineColour: [UInt8] = [255, 244, 206, 255]

    private func withArticle(_ body: @escaping @MainActor (GTKArticleList, Person) async throws -> Void) throws {
        try GLibMainLoop.run {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
            let showcase = ShowcaseApp(entry: URL(string: "causeway://app/")!, site: ShowcaseScreenTests.showcaseFolder,
                                       width: 700, height: 600)
            defer { showcase.window.close() }
            let root = try await showcase.start()
            try await waitUntil("the showcase is ready") { root.bridge.isPageReady }
            let list = showcase.openArticle()
            let engine = list.article.engine
            try await waitUntil("the article has loaded its figure and is as tall as its content") {
                let loaded = try await engine.evaluate("""
                    return document.readyState === "complete" && document.getElementById("figure")?.complete === true;
                    """, in: .page) == true
                return loaded && Self.fitsItsContent(list)
            }
            try await body(list, Person(window: showcase.window))
        }
    }

    func testTheArticleSitsBetweenNativeRowsAndPushesThemDownAsItGrows() throws {
        try withArticle { list, person in
            let engine = list.article.engine
            let byline = try XCTUnwrap(list.rowsAbove.first), comments = try XCTUnwrap(list.rowsBelow.first)
            let above = try XCTUnwrap(list.frame(of: byline))
            try await person.readPage(until: "the native row above the article", in: { above }) {
                $0.holds("Causeway") && $0.holds("Journal")
            }
            try await person.readPage(until: "the article's heading", in: {
                try XCTUnwrap(list.frame(of: engine.widget))
            }) {
                $0.holds("article") && $0.holds("native")
            }
            try await Self.lastLineSitsRightAbove(comments, in: list, person: person)
            try await person.readPage(until: "the comments below the article", in: {
                try XCTUnwrap(list.frame(of: comments))
            }) {
                $0.holds("Comments") && $0.holds("Ada")
            }
            try await DocumentationPictures.keep("article-list") { try await person.window.screenshotAfterNextPaint() }

            // "Read more", clicked with the pointer: the article grows in place and the rows below move by as much.
            let (height, commentsTop) = (list.articleHeight, try XCTUnwrap(list.frame(of: comments)).y)
            let button = try await Self.box(of: "#read-more", in: engine)
            try XInput.click(engine.widget, x: button.x + button.width / 2, y: button.y + button.height / 2)
            try await waitUntil("the rows below moved by as much as the article grew") {
                list.articleHeight > height + 100 && Self.fitsItsContent(list)
                    && list.frame(of: comments)?.y == commentsTop + Double(list.articleHeight - height)
            }
            XCTAssertEqual(list.scrollOffset, 0, "the list did not jump when the article took the focus")
            try await person.readPage(until: "the expanded text where the comments were", in: {
                ComponentRect(x: 0, y: commentsTop, width: Double(gtk_widget_get_width(list.widget)), height: 60)
            }) { !$0.holds("Comments") && $0.holds("article") }

            // Scrolled down to the comments with the wheel over the article: the last line is still right above.
            try await Self.scrollIntoView(comments, in: list)
            try await Self.lastLineSitsRightAbove(comments, in: list, person: person)
            try await person.readPage(until: "the comments, moved down", in: {
                try XCTUnwrap(list.frame(of: comments))
            }) {
                $0.holds("Comments") && $0.holds("Ada")
            }
            let scrollY = try await engine.evaluate("return window.scrollY;", in: .page)
            XCTAssertEqual(scrollY, 0, "the article did not scroll inside itself")
        }
    }

    func testTheWheelOverTheArticleScrollsTheWholeList() throws {
        try withArticle { list, person in
            let engine = list.article.engine
            let byline = try XCTUnwrap(list.rowsAbove.first), comments = try XCTUnwrap(list.rowsBelow.first)
            _ = try await engine.evaluate("document.getElementById('read-more').click(); return true;", in: .page)
            try await waitUntil("the article expanded") { list.articleHeight > 600 && Self.fitsItsContent(list) }
            let figure = try await Self.box(of: "#figure", in: engine)
            let band = try ComponentRect(x: 0, y: XCTUnwrap(list.frame(of: engine.widget)).y + figure.y,
                                         width: Double(gtk_widget_get_width(list.widget)), height: figure.height)
            var before = try await list.screenshot()
            try await waitUntil("the expanded article is on screen, its figure drawn") {
                before = try await list.screenshot()
                return !before.cropped(to: band).isUniform
            }
            let bylineTop = try XCTUnwrap(list.frame(of: byline)).y
            let commentsTop = try XCTUnwrap(list.frame(of: comments)).y

            try XInput.scroll(engine.widget, x: 40, y: 200, notches: 2)
            var offset = 0.0
            try await waitUntil("the list scrolled and came to rest") {
                let now = list.scrollOffset
                defer { offset = now }
                return now > 0 && now == offset && list.frame(of: byline)?.y == bylineTop - now
            }
            XCTAssertEqual(list.frame(of: comments)?.y, commentsTop - offset, "the rows below moved with the article")
            let page = try await engine.evaluate("""
                return { scrollY: window.scrollY, top: document.getElementById("figure").getBoundingClientRect().top };
                """, in: .page)
            XCTAssertEqual(page["scrollY"], 0, "the article did not scroll inside itself")
            XCTAssertEqual(page["top"]?.numberValue, figure.y, "the figure stayed where it was in the page")

            // The pixels moved by as much: the figure's band, taken before, is now that much higher (once the
            // web view has drawn the frame after the scroll).
            var moved = band
            moved.y -= offset
            var after = before
            try await waitUntil("the figure is \(offset) px higher on screen") {
                after = try await list.screenshot()
                return before.cropped(to: band).agreement(with: after.cropped(to: moved)) > 0.98
            }
            XCTAssertLessThan(before.cropped(to: band).agreement(with: after.cropped(to: band)), 0.98,
                              "where the figure was, the screen shows something else")
            try await person.readPage(until: "the line under the figure, higher", in: {
                ComponentRect(x: 0, y: moved.y + moved.height, width: Double(before.width), height: 60)
            }) { $0.holds("figure") && $0.holds("loaded") }
        }
    }

    // MARK: Helpers

    /// Whether the article's web view is as tall as the content the page reported, with the rows below right under
    /// it.
    @MainActor
    private static func fitsItsContent(_ list: GTKArticleList) -> Bool {
        guard let height = list.container.contentHeight, height > 0, Double(list.articleHeight) == height,
              let article = list.frame(of: list.article.engine.widget), let below = list.rowsBelow.first,
              let row = list.frame(of: below)
        else { return false }
        return article.height == height && row.y == article.y + article.height
    }

    /// Checks, by the window's pixels, that the article's last line ends right where `row` starts: no gap between
    /// them, and none of the line cut off.
    @MainActor
    private static func lastLineSitsRightAbove(_ row: UnsafeMutablePointer<GtkWidget>, in list: GTKArticleList,
                                               person: Person) async throws
    {
        let engine = list.article.engine
        let last = try await box(of: "#last", in: engine)
        let contentHeight = try await engine.evaluate(
            "return document.documentElement.getBoundingClientRect().height;", in: .page).numberValue
        XCTAssertEqual(last.y + last.height, contentHeight, "the last line ends the page")
        XCTAssertEqual(Double(list.articleHeight), (last.y + last.height).rounded(.up), "all of it is in the web view")
        let top = try XCTUnwrap(list.frame(of: row)).y
        XCTAssertGreaterThan(top, last.height, "the last line is in view")
        XCTAssertLessThan(top, Double(gtk_widget_get_height(list.widget)), "the row is in view")
        var shot = PageSnapshot(width: 0, height: 0, rgba: [])
        try await waitUntil("the last line's colour right above the row, the row's own below it") {
            shot = try await list.screenshot()
            let y = Int(top)
            return close(shot.pixel(x: 12, y: y - 1), lastLineColour)
                && close(shot.pixel(x: 12, y: y - Int(last.height.rounded(.down))), lastLineColour)
                && !close(shot.pixel(x: 12, y: y), lastLineColour)
        }
        try await person.readPage(until: "the last line, whole, right above the row", in: {
            ComponentRect(x: 0, y: top - last.height, width: Double(shot.width), height: last.height)
        }) { $0.holds("end") && $0.holds("article") }
    }

    /// Turns the wheel over the article until `row` is wholly in the list's view.
    @MainActor
    private static func scrollIntoView(_ row: UnsafeMutablePointer<GtkWidget>, in list: GTKArticleList) async throws {
        let engine = list.article.engine
        for turn in 0..<20 {
            let frame = try XCTUnwrap(list.frame(of: row))
            if frame.y + frame.height <= Double(gtk_widget_get_height(list.widget)) { return }
            let offset = list.scrollOffset
            // The pointer over the article, where it is in view; moved a little each turn, since xdotool's
            // synchronous move waits for a motion that a move to where the pointer already is never makes.
            let article = try XCTUnwrap(list.frame(of: engine.widget))
            try XInput.scroll(engine.widget, x: 40 + Double(turn % 2) * 20, y: max(10, 10 - article.y), notches: 1)
            try await waitUntil("the list scrolled") { list.scrollOffset > offset }
        }
        throw HarnessError.timedOut("the row scrolled into view")
    }

    /// The box of `selector` in the article's page.
    @MainActor
    private static func box(of selector: String, in engine: GTKEngine) async throws -> ComponentRect {
        let box = try await engine.evaluate("""
            const box = document.querySelector(\(JSONValue.string(selector).jsonText)).getBoundingClientRect();
            return { x: box.left, y: box.top, width: box.width, height: box.height };
            """, in: .page)
        return try ComponentRect(x: XCTUnwrap(box["x"]?.numberValue), y: XCTUnwrap(box["y"]?.numberValue),
                                 width: XCTUnwrap(box["width"]?.numberValue),
                                 height: XCTUnwrap(box["height"]?.numberValue))
    }

    /// Whether two pixels are the same colour, give or take rounding.
    private static func close(_ pixel: [UInt8], _ colour: [UInt8]) -> Bool {
        pixel.count == colour.count && zip(pixel, colour).allSatisfy { abs(Int($0) - Int($1)) <= 3 }
    }
}
