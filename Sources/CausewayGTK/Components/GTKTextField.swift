public import CWebKitGTK
public import Causeway

/// The built-in `input`'s field on Linux: a `GtkEntry` with its own focus and keyboard. ``InputComponent`` drives
/// it.
public final class GTKTextField: NativeTextField {
    public let view: UnsafeMutablePointer<GtkWidget>
    public var reported: (@MainActor (TextFieldReport) -> Void)?

    /// An empty field.
    public init() {
        view = gtk_entry_new()
        // The field's signals reach it unretained: the host removes the field before it lets the component go.
        let me = Unmanaged.passUnretained(self).toOpaque()
        let changed: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let field = Unmanaged<GTKTextField>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { field.reported?(.edited) }
        }
        let activated: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let field = Unmanaged<GTKTextField>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { field.reported?(.submitted) }
        }
        connectSignal(view.gpointer, "changed", changed, me)
        connectSignal(view.gpointer, "activate", activated, me)
        let focus = gtk_event_controller_focus_new()!
        let entered: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let field = Unmanaged<GTKTextField>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { field.reported?(.focused) }
        }
        let left: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let field = Unmanaged<GTKTextField>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { field.reported?(.blurred) }
        }
        connectSignal(UnsafeMutableRawPointer(focus), "enter", entered, me)
        connectSignal(UnsafeMutableRawPointer(focus), "leave", left, me)
        gtk_widget_add_controller(view, focus)
    }

    public var text: String {
        get { String(cString: gtk_editable_get_text(OpaquePointer(view))) }
        set { gtk_editable_set_text(OpaquePointer(view), newValue) }
    }

    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(view.cast()).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(view.cast(), newValue) }
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
