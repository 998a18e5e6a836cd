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
