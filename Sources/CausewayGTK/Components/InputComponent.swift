public import CWebKitGTK
public import Causeway

/// The built-in `input`: a native text field with its own focus and keyboard, the classic reason for same-layer
/// rendering. It reports `input` with `{value}` as the user types, `focus` and `blur`, and `submit` with `{value}`
/// on Enter; the page can call `focus` and `blur` on it.
///
/// ```html
/// <causeway-view type="input" placeholder="Your name"></causeway-view>
/// ```
public final class InputComponent: NativeComponent {
    public typealias Props = InputProps

    public let view: UnsafeMutablePointer<GtkWidget>
    private let context: ComponentContext
    private var signals: [SignalConnection] = []
    private var isSettingText = false

    /// A field showing `props`, reporting to `context`.
    public init(props: Props, context: ComponentContext) {
        view = gtk_entry_new()
        self.context = context
        let focus = gtk_event_controller_focus_new()!
        signals = [
            SignalConnection(view.gpointer, "changed") { [weak self] _ in self?.report("input") },
            SignalConnection(view.gpointer, "activate") { [weak self] _ in self?.report("submit") },
            SignalConnection(UnsafeMutableRawPointer(focus), "enter") { _ in context.send("focus") },
            SignalConnection(UnsafeMutableRawPointer(focus), "leave") { _ in context.send("blur") },
        ]
        gtk_widget_add_controller(view, focus)
        update(props)
    }

    /// The text the field holds.
    public var text: String {
        String(cString: gtk_editable_get_text(OpaquePointer(view)))
    }

    public func update(_ props: Props) {
        if let value = props.value, value != text {
            isSettingText = true
            gtk_editable_set_text(OpaquePointer(view), value)
            isSettingText = false
        }
        gtk_entry_set_placeholder_text(view.cast(), props.placeholder)
    }

    public func invoke(_ name: String, _ args: JSONValue) async throws -> JSONValue {
        switch name {
        case "focus": gtk_widget_grab_focus(view)
        case "blur": if gtk_widget_has_focus(view) != 0 || gtk_widget_get_focus_child(view) != nil {
            gtk_root_set_focus(gtk_widget_get_root(view), nil)
        }
        default: throw BridgeError(.unknownMethod, "The input component has no method \(name)")
        }
        return .null
    }

    private func report(_ event: String) {
        guard !isSettingText else { return }
        context.send(event, ["value": .string(text)])
    }
}
