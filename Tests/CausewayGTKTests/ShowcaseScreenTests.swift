import Causeway
import CWebKitGTK
import CausewayGTK
import CausewayShowcase
import CausewayTesting
import Foundation
import XCTest

/// The showcase in its container window, read off the screen: the header's title and items, the dialogs and the
/// native page are checked in screenshots with text recognition, since only the pixels say what the user sees.
final class ShowcaseScreenTests: XCTestCase {
    static let showcaseFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Showcase")

    func testTheHeaderDialogsAndNativePageAreOnScreen() throws {
        try GLibMainLoop.run {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
            let showcase = ShowcaseApp(entry: URL(string: "causeway://app/")!, site: Self.showcaseFolder,
                                       width: 900, height: 700)
            defer { showcase.window.close() }
            let window = showcase.window
            let container = try await showcase.start()
            try await waitUntil("the showcase is ready") { container.bridge.isPageReady }
            try await Self.read(window.headerScreenshot, until: "the document's title in the header") {
                $0.contains("Causeway showcase")
            }

            Self.press("header", in: container)
            let header = try await Self.read(window.headerScreenshot, until: "the page's title and item") {
                $0.contains("Showcase") && $0.contains("Share")
            }
            XCTAssertFalse(header.contains("Causeway"), "the document's title is gone: \(header)")

            gtk_widget_activate(try XCTUnwrap(window.header.rightButtons.first).button)
            let share = try await Self.nextDialog(in: window, after: nil)
            try await Self.read(share.screenshot, until: "the page's URL in the share sheet") {
                $0.contains("causeway://app/")
            }
            share.click("Cancel")

            Self.press("dialogs", in: container)
            let alert = try await Self.nextDialog(in: window, after: share)
            try await Self.read(alert.screenshot, until: "the alert's message") { $0.contains("An alert, shown with") }
            alert.click("OK")
            let confirm = try await Self.nextDialog(in: window, after: alert)
            try await Self.read(confirm.screenshot, until: "the confirm's buttons") {
                $0.contains("Cancel") && $0.contains("OK")
            }
            confirm.click("Cancel")
            let prompt = try await Self.nextDialog(in: window, after: confirm)
            prompt.text = "Ada"
            prompt.click("OK")
            try await waitUntil("the page has the answers") {
                try await container.engine.evaluate("return document.querySelector('#dialogs output').textContent;",
                                                    in: .page)
                    == "the alert was closed, confirm → false, prompt → \"Ada\""
            }

            Self.press("nativePage", in: container)
            try await Self.read(window.headerScreenshot, until: "the native page's title") { $0.contains("About") }
            try await Self.read(window.screenshot, until: "the native page") { $0.contains("A native GTK page") }
            XCTAssertEqual(window.pages.count, 2)
            gtk_widget_activate(window.header.backButton)
            try await Self.read(window.headerScreenshot, until: "the page's header again") {
                $0.contains("Showcase") && !$0.contains("About")
            }
            XCTAssertEqual(window.pages.count, 1)
        }
    }

    /// The showcase's components page: the native video and text field stay under the fixed web toast, move
    /// with the page, and the text field takes real clicks and typing.
    func testTheComponentsPageKeepsItsNativeViewsUnderTheToast() throws {
        try GLibMainLoop.run {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
            let showcase = ShowcaseApp(entry: URL(string: "causeway://app/components.html")!, site: Self.showcaseFolder,
                                       width: 700, height: 600)
            defer { showcase.window.close() }
            let container = try await showcase.start()
            let engine = try XCTUnwrap(container.engine as? GTKEngine)
            let layer = engine.components.surface
            try await waitUntil("the page is ready") { container.bridge.isPageReady }
            try await waitUntil("the video plays") {
                try await engine.evaluate("return document.getElementById('film-state').textContent", in: .page)
                    .stringValue?.contains("4 s clip") == true
            }
            // Scroll the video's middle under the toast.
            let toast = try await engine.evaluate("""
                const film = document.getElementById("film").getBoundingClientRect();
                const toast = document.querySelector(".toast").getBoundingClientRect();
                scrollBy(0, film.top + film.height / 2 - (toast.top + toast.height / 2));
                return { x: toast.left + 6, y: toast.top + 6 };
                """, in: .page)
            let toastPoint = try (x: XCTUnwrap(toast["x"]?.numberValue), y: XCTUnwrap(toast["y"]?.numberValue))
            let film = try await Self.settledRect(of: "cw1", element: "film", in: engine)
            XCTAssertTrue(film.contains(x: toastPoint.x, y: toastPoint.y), "the video is under the toast")
            let toastColour: [UInt8] = [32, 32, 32, 255]
            try await waitUntil("the toast's pixels are drawn above the video") {
                (try? engine.screenshot().pixel(x: Int(toastPoint.x), y: Int(toastPoint.y))) == toastColour
            }
            let shot = try engine.screenshot()
            let videoPixel = shot.pixel(x: Int(film.x) + 8, y: Int(film.y) + 8)
            XCTAssertNotEqual(videoPixel, toastColour, "the video beside the toast")
            XCTAssertNotEqual(videoPixel, [255, 255, 255, 255], "the video, not the page behind it")

            _ = try await engine.evaluate("scrollBy(0, 40)", in: .page)
            let moved = try await Self.settledRect(of: "cw1", element: "film", in: engine)
            XCTAssertEqual(moved.y, film.y - 40, "the video moved with the page")

            let field = try await engine.evaluate("""
                const field = document.getElementById("name");
                field.scrollIntoView({ block: "start" });
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                const box = field.getBoundingClientRect();
                return { x: box.left + 20, y: box.top + box.height / 2 };
                """, in: .page)
            let fieldPoint = try (x: XCTUnwrap(field["x"]?.numberValue), y: XCTUnwrap(field["y"]?.numberValue))
            try await waitUntil("the text field is in place") {
                layer.visibleRect(of: "cw2")?.contains(x: fieldPoint.x, y: fieldPoint.y) == true
            }
            try XInput.click(engine.widget, x: fieldPoint.x, y: fieldPoint.y)
            try await waitUntil("the text field has the focus") {
                layer.view(of: "cw2").map { gtk_widget_get_focus_child($0) != nil } == true
            }
            try XInput.type("Ada")
            try await waitUntil("the page hears the name") {
                try await engine.evaluate("return document.getElementById('typed').textContent", in: .page)
                    == "The page hears: Ada"
            }
        }
    }

    /// Where component `id` is once its element `element` has stopped moving: the layer's rect, when it matches
    /// the element's box in the page.
    @MainActor
    private static func settledRect(of id: String, element: String, in engine: GTKEngine) async throws -> ComponentRect {
        var rect: ComponentRect?
        try await waitUntil("\(element) is where the page has it") {
            let top = try await engine.evaluate("""
                await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
                return document.getElementById("\(element)").getBoundingClientRect().top;
                """, in: .page)
            rect = engine.components.surface.visibleRect(of: id)
            return rect.map { Double($0.y) == top.numberValue?.rounded() } ?? false
        }
        return try XCTUnwrap(rect)
    }

    /// Clicks the showcase button of `demo` in the page, without waiting: a demo that opens a dialog holds the
    /// page, and the evaluation with it, until the dialog is answered.
    @MainActor
    private static func press(_ demo: String, in container: Container) {
        Task { try await container.engine.evaluate("document.querySelector('[data-demo=\(demo)]').click();", in: .page) }
    }

    /// The dialog presented after `previous`.
    @MainActor
    private static func nextDialog(in window: GTKContainerWindow, after previous: GTKDialog?) async throws -> GTKDialog {
        try await waitUntil("a dialog") { window.presentedDialog.map { $0 !== previous } ?? false }
        return try XCTUnwrap(window.presentedDialog)
    }

    /// Reads the text in screenshots until `condition` holds for it; returns the text.
    @MainActor
    @discardableResult
    private static func read(_ screenshot: @MainActor () throws -> PageSnapshot, until what: String,
                             _ condition: @escaping (String) -> Bool) async throws -> String
    {
        var text = ""
        do {
            try await waitUntil(what, timeout: .seconds(20)) {
                guard let shot = try? screenshot() else { return false }
                text = try TextRecognition.text(in: shot)
                return condition(text)
            }
        } catch {
            XCTFail("\(what): read \"\(text)\"")
            throw error
        }
        return text
    }
}
