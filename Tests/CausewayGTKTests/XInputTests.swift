import CWebKitGTK
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// The real pointer finds a widget's window by the window's title, and a page sets that title: whatever characters it
/// holds, the window is found and clicked.
final class XInputTests: XCTestCase {
    func testAWindowWhoseTitleHasBracesAndParenthesesIsClicked() throws {
        try GLibMainLoop.run {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
            let window: UnsafeMutablePointer<GtkWindow> = Self.retyped(gtk_window_new())
            defer { gtk_window_destroy(window) }
            gtk_window_set_title(window, "Notes {draft} (2) [a+b]* ^$ .|?\\")
            gtk_window_set_default_size(window, 300, 200)
            let check = gtk_check_button_new_with_label("Done")!
            gtk_window_set_child(window, check)
            gtk_window_present(window)
            try await waitUntil("the button is on screen") { gtk_widget_get_mapped(check) != 0 }
            // X lists the window a moment after GTK maps it; until then the click finds no window and throws.
            try await waitUntil("the click found the window", timeout: .seconds(60)) { (try? XInput.click(check)) != nil }
            try await waitUntil("the button is checked") { gtk_check_button_get_active(Self.retyped(check)) != 0 }
        }
    }

    /// `widget` as another class of its hierarchy.
    private static func retyped<Other>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<Other> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: Other.self)
    }
}
