#if canImport(CWebKitGTK)
public import CWebKitGTK
import Foundation

/// The X server's real pointer and keyboard, driven with xdotool as a user would drive them: events go through
/// X, GDK and GTK's picking like any others.
@MainActor
public enum XInput {
    /// Moves the pointer to `x`, `y` in `widget`'s coordinates and clicks the first button.
    public static func click(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) throws {
        try point(at: widget, x: x, y: y, then: ["click", "1"])
    }

    /// Turns the mouse wheel `notches` down (up when negative) with the pointer at `x`, `y` in `widget`.
    public static func scroll(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, notches: Int) throws {
        try point(at: widget, x: x, y: y, then: ["click", "--repeat", "\(abs(notches))", notches > 0 ? "5" : "4"])
    }

    /// Clicks the middle of `widget` (a button, say).
    public static func click(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        try click(widget, x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
    }

    /// Presses `keys` (xdotool's names: `F5`, `ctrl+r`, `Return`) in the window that has the focus.
    public static func press(_ keys: String) throws {
        _ = try ChildProcess.outputBlocking(of: ["/usr/bin/xdotool", "key", keys])
    }

    /// Types `text` on the keyboard into the window that has the focus.
    public static func type(_ text: String) throws {
        _ = try ChildProcess.outputBlocking(of: ["/usr/bin/xdotool", "type", "--delay", "30", text])
    }

    /// Focuses the window of `widget`, moves the pointer to `x`, `y` in `widget`'s coordinates, then runs the
    /// xdotool command `gesture` there.
    ///
    /// One xdotool process focuses, points and clicks, over one connection to the X server, which handles its
    /// requests in order: the button goes down where the pointer went, with no wait in between. (A separate
    /// `mousemove --sync` to where the pointer already was waited out xdotool's limit of about 15 seconds, with the
    /// tests' main loop stopped.)
    private static func point(at widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, then gesture: [String])
        throws {
        guard let native = gtk_widget_get_native(widget),
              let title = gtk_window_get_title(UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWindow.self))
        else { throw XInputError.notOnScreen }
        var inNative = graphene_point_t()
        var point = graphene_point_t(x: Float(x), y: Float(y))
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget, nativeWidget, &point, &inNative) != 0 else { throw XInputError.notOnScreen }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let windowX = Int((surfaceX + Double(inNative.x)).rounded())
        let windowY = Int((surfaceY + Double(inNative.y)).rounded())
        // The top one of the visible windows of that title (listed bottom first): a window being replaced can still
        // be listed under it. xdotool reads the name as a regular expression, so the title's own characters are
        // escaped: a page sets the title, and `{` or `(` in it would not compile.
        let name = "^" + regularExpressionMatching(String(cString: title)) + "$"
        let windows = try ChildProcess.outputBlocking(of: ["/usr/bin/xdotool", "search", "--onlyvisible", "--name", name])
        guard let window = windows.split(separator: "\n").last.map(String.init) else { throw XInputError.notOnScreen }
        _ = try ChildProcess.outputBlocking(of: ["/usr/bin/xdotool", "windowfocus", "--sync", window,
                                                 "mousemove", "--window", window, "\(windowX)", "\(windowY)"] + gesture)
    }

    /// A POSIX extended regular expression (xdotool's, which ignores case) that matches `text`: each character with
    /// a meaning there escaped.
    nonisolated static func regularExpressionMatching(_ text: String) -> String {
        var pattern = ""
        for character in text {
            if "\\^$.|?*+()[{".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    /// Why the pointer could not be put on a widget.
    public enum XInputError: Error {
        /// The widget is in no window that X shows.
        case notOnScreen
    }
}
#endif
