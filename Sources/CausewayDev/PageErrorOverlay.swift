import Causeway
import CWebKitGTK
import CausewayGTK

/// The page's uncaught error, shown over the window's pages until the page that threw it loads a new document.
@MainActor
final class PageErrorOverlay {
    private weak var window: GTKContainerWindow?
    private let panel: UnsafeMutablePointer<GtkWidget>
    private let heading: UnsafeMutablePointer<GtkWidget>
    private let detail: UnsafeMutablePointer<GtkWidget>
    private let style: WidgetStyle
    /// Who reported the error shown, while one is.
    private var reporter: ObjectIdentifier?

    /// The error shown, if any.
    private(set) var shown: PageError?

    init(window: GTKContainerWindow) {
        self.window = window
        panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        g_object_ref_sink(UnsafeMutableRawPointer(panel))
        heading = gtk_label_new(nil)
        detail = gtk_label_new(nil)
        for label in [heading, detail] {
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_selectable(OpaquePointer(label), 1)
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_box_append(UnsafeMutableRawPointer(panel).assumingMemoryBound(to: GtkBox.self), label)
        }
        gtk_widget_set_valign(panel, GTK_ALIGN_START)
        gtk_widget_set_halign(panel, GTK_ALIGN_FILL)
        style = WidgetStyle(for: panel)
        style.apply("""
            box { background-color: #fff1f0; border-bottom: 3px solid #c62828; padding: 16px; }
            label { color: #8e0000; font-family: monospace; font-size: 15px; }
            """)
    }

    isolated deinit {
        if shown != nil { window?.removeOverlay(panel) }
        g_object_unref(UnsafeMutableRawPointer(panel))
    }

    /// Shows `error`, reported by `reporter`, in place of any error shown.
    func show(_ error: PageError, reportedBy reporter: AnyObject) {
        let kind = error.kind == .error ? "Uncaught error" : "Unhandled rejection"
        PageTextLabel.show(PageText("\(kind) in \(error.location)", .message), in: heading)
        PageTextLabel.show(PageText(error.message, .message), in: detail)
        if shown == nil { window?.addOverlay(panel) }
        shown = error
        self.reporter = ObjectIdentifier(reporter)
    }

    /// Takes away the error shown, when `reporter` reported it.
    func clear(reportedBy reporter: AnyObject) {
        guard shown != nil, self.reporter == ObjectIdentifier(reporter) else { return }
        window?.removeOverlay(panel)
        shown = nil
        self.reporter = nil
    }
}
