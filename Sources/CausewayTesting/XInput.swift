#if canImport(CWebKitGTK)
public import CWebKitGTK
import Foundation

/// The X server's real pointer and keyboard, driven with xdotool as a user would drive them: events go through
/// X, GDK and GTK's picking like any others.
@MainActor
public enum XInput {
    /// Moves the pointer to `x`, `y` in `widget`'s coordinates and clicks the first button.
    public static func click(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) throws {
        let (screenX, screenY) = try screenPoint(of: widget, x: x, y: y)
        _ = try spawn(["/usr/bin/xdotool", "mousemove", "--sync", "\(screenX)", "\(screenY)"])
        _ = try spawn(["/usr/bin/xdotool", "click", "1"])
    }

    /// Turns the mouse wheel `notches` down (up when negative) with the pointer at `x`, `y` in `widget`.
    public static func scroll(_ widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, notches: Int) throws {
        let (screenX, screenY) = try screenPoint(of: widget, x: x, y: y)
        _ = try spawn(["/usr/bin/xdotool", "mousemove", "--sync", "\(screenX)", "\(screenY)"])
        _ = try spawn(["/usr/bin/xdotool", "click", "--repeat", "\(abs(notches))", notches > 0 ? "5" : "4"])
    }

    /// Clicks the middle of `widget` (a button, say).
    public static func click(_ widget: UnsafeMutablePointer<GtkWidget>) throws {
        try click(widget, x: Double(gtk_widget_get_width(widget)) / 2, y: Double(gtk_widget_get_height(widget)) / 2)
    }

    /// Presses `keys` (xdotool's names: `F5`, `ctrl+r`, `Return`) in the window that has the focus.
    public static func press(_ keys: String) throws {
        _ = try spawn(["/usr/bin/xdotool", "key", keys])
    }

    /// Types `text` on the keyboard into the window that has the focus.
    public static func type(_ text: String) throws {
        _ = try spawn(["/usr/bin/xdotool", "type", "--delay", "30", text])
    }

    /// Where `x`, `y` in `widget` is on the screen.
    private static func screenPoint(of widget: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double) throws -> (Int, Int) {
        guard let native = gtk_widget_get_native(widget), let title = gtk_window_get_title(UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWindow.self)) else {
            throw XInputError.notOnScreen
        }
        var inNative = graphene_point_t()
        var point = graphene_point_t(x: Float(x), y: Float(y))
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(widget, nativeWidget, &point, &inNative) != 0 else { throw XInputError.notOnScreen }
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let windows = try spawn(["/usr/bin/xdotool", "search", "--onlyvisible", "--name", "^\(String(cString: title))$"])
        guard let window = windows.split(separator: "\n").last else { throw XInputError.notOnScreen }
        _ = try spawn(["/usr/bin/xdotool", "windowfocus", "--sync", String(window)])
        let geometry = try spawn(["/usr/bin/xdotool", "getwindowgeometry", "--shell", String(window)])
        let values = Dictionary(geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
            let parts = line.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            return (String(parts[0]), value)
        }, uniquingKeysWith: { first, _ in first })
        guard let windowX = values["X"], let windowY = values["Y"] else { throw XInputError.notOnScreen }
        return (windowX + Int((surfaceX + Double(inNative.x)).rounded()), windowY + Int((surfaceY + Double(inNative.y)).rounded()))
    }

    /// Why the pointer could not be put on a widget.
    public enum XInputError: Error {
        /// The widget is in no window that X shows.
        case notOnScreen
    }
}
#endif
