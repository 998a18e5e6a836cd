import CWebKitGTK

/// Where a window's prerendered pages wait: over its page stack, at the stack's size, fully transparent, and out of
/// reach of the pointer and the keyboard.
///
/// WebKit lays a waiting page out at the size it will be shown at and counts it as shown (its
/// `document.visibilityState` is `visible`; pages wait for `nav.visible` instead). GTK does not draw a transparent
/// widget, so WebKit is never asked for a frame and the page runs no animation frames while it waits. Showing it
/// then needs no new layout: its first frame is the next one.
@MainActor
final class WaitingPages {
    /// The overlay to put where the stack would go: the stack, with the waiting pages (and the window's own
    /// overlays, `GTKContainerWindow.addOverlay(_:)`) over it.
    let widget: UnsafeMutablePointer<GtkWidget>

    /// A place for waiting pages over `stack`.
    init(over stack: UnsafeMutablePointer<GtkWidget>) {
        widget = gtk_overlay_new()
        gtk_overlay_set_child(widget.opaque, stack)
        gtk_widget_set_vexpand(widget, 1)
    }

    /// Lays `page` out over the stack, out of sight, until ``remove(_:)``.
    func add(_ page: UnsafeMutablePointer<GtkWidget>) {
        setWaiting(page, true)
        gtk_overlay_add_overlay(widget.opaque, page)
    }

    /// Takes `page` out, as it was before ``add(_:)``; its owner keeps it alive.
    func remove(_ page: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_remove_overlay(widget.opaque, page)
        setWaiting(page, false)
    }

    private func setWaiting(_ page: UnsafeMutablePointer<GtkWidget>, _ waiting: Bool) {
        gtk_widget_set_opacity(page, waiting ? 0 : 1)
        gtk_widget_set_can_target(page, waiting ? 0 : 1)
        gtk_widget_set_can_focus(page, waiting ? 0 : 1)
    }
}
