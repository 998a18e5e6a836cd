public import CWebKitGTK
public import Causeway

/// The built-in `input`'s field on Linux: a `GtkEntry` with its own focus and keyboard. `InputComponent` drives
/// it.
public final class GTKTextField: NativeTextField {
    public let view: UnsafeMutablePointer<GtkWidget>
    public var reported: (@MainActor (TextFieldReport) -> Void)?
    private var signals: [SignalConnection] = []

    /// An empty field.
    public init() {
        view = gtk_entry_new()
        let focus = gtk_event_controller_focus_new()!
        let reports: [(UnsafeMutableRawPointer, String, TextFieldReport)] = [
            (view.gpointer, "changed", .edited), (view.gpointer, "activate", .submitted),
            (UnsafeMutableRawPointer(focus), "enter", .focused), (UnsafeMutableRawPointer(focus), "leave", .blurred),
        ]
        signals = reports.map { instance, signal, report in
            SignalConnection(instance, signal) { [weak self] _ in self?.reported?(report) }
        }
        gtk_widget_add_controller(view, focus)
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(view))) }
        set { gtk_editable_set_text(OpaquePointer(view), newValue) }
    }

    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(view.cast()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(view.cast(), newValue.map { PageText($0, .field).text }) }
    }

    public func focus() {
        gtk_widget_grab_focus(view)
    }

    public func blur() {
        if gtk_widget_has_focus(view) != 0 || gtk_widget_get_focus_child(view) != nil {
            gtk_root_set_focus(gtk_widget_get_root(view), nil)
        }
    }
}
