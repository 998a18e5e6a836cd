import Causeway
import CWebKitGTK
import CausewayGTK
import CausewayShowcase
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// The showcase's components page in its container window, read off the screen: only the pixels say what the user
/// sees. `PersonTests` drives the rest of the showcase the same way.
final class ShowcaseScreenTests: XCTestCase {
    static let showcaseFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Showcase")

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
}
