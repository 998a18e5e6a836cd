import CWebKitGTK
import Foundation

/// Hands the wheel turned over a widget to an outer scrolled window: the window scrolls, and the widget (a web
/// view as tall as its page, which has nothing to scroll) never sees the event.
///
/// A capture-phase scroll controller on the widget takes each vertical scroll before the widget's own handlers
/// and moves the outer window's adjustment by what GTK's scrolled window would: a wheel notch scrolls by the
/// visible height to the power 2/3, a touchpad by its pixels.
@MainActor
final class WheelHandOff {
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private var scrolls: SignalConnection?

    /// Hands the vertical wheel over `widget` to `adjustment`, the outer scrolled window's vertical one.
    init(from widget: UnsafeMutablePointer<GtkWidget>, to adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        self.adjustment = adjustment
        let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        scrolls = SignalConnection(UnsafeMutableRawPointer(controller), "scroll") { [weak self] emission in
            guard let self, let controller = emission.pointer(at: 0) else { return }
            let unit = gtk_event_controller_scroll_get_unit(OpaquePointer(controller))
            emission.setResult(scroll(by: emission.double(at: 2), unit: unit))
        }
        gtk_widget_add_controller(widget, controller)
    }

    isolated deinit {
        scrolls?.disconnect()
    }

    /// Scrolls by `delta` in `unit`s; returns whether the event was taken (always, so the web view never scrolls).
    private func scroll(by delta: Double, unit: GdkScrollUnit) -> Bool {
        let page = gtk_adjustment_get_page_size(adjustment)
        let step = unit == GDK_SCROLL_UNIT_WHEEL ? pow(page, 2.0 / 3.0) : 1
        let lower = gtk_adjustment_get_lower(adjustment)
        let upper = max(lower, gtk_adjustment_get_upper(adjustment) - page)
        // Whole pixels, as the viewport places its child.
        let value = (gtk_adjustment_get_value(adjustment) + delta * step).rounded()
        gtk_adjustment_set_value(adjustment, min(upper, max(lower, value)))
        return true
    }
}
