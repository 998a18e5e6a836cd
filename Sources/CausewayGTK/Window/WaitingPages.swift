import CWebKitGTK

/// Where a window's prerendered pages wait: over its page stack, allocated at the stack's size, but not mapped.
///
/// The overlay allocates a child that is not child-visible like any other, so WebKit lays a waiting page out at the
/// size it will be shown at; unmapped, WebKit counts it hidden (`document.visibilityState` is `hidden`; pages wait
/// for `nav.visible`) and runs no animation frames for it. Showing it then needs no new layout: its first frame is
/// the next one.
///
/// A waiting page must not be mapped: WebKit counts a mapped page visible whatever its opacity, and a visible page's
/// animation frames are held back only while a frame it painted waits for the window to draw it. GTK does not draw
/// a transparent widget, so a page that painted something after its first frame stays held; one whose animation
/// frames change nothing on screen paints nothing, nothing waits, and it runs them at the display's rate, in step
/// with its opener. Which of the two happened depended on timing.
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

    /// Lays `page` out over the stack, unmapped, until ``remove(_:)``.
    func add(_ page: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(widget.opaque, page)
        // After adding: a parent resets the child-visible flag of a child it takes.
        gtk_widget_set_child_visible(page, 0)
    }

    /// Takes `page` out, as it was before ``add(_:)``; its owner keeps it alive.
    func remove(_ page: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_remove_overlay(widget.opaque, page)
        gtk_widget_set_child_visible(page, 1)
    }
}
