public import CWebKitGTK
public import Causeway

/// The built-in `label`: text in a box of its own colour, the simplest component. It reports `tap` with the
/// point, in CSS pixels within the component.
///
/// ```html
/// <causeway-view type="label" text="Native" color="white" background="#0050c8" font-size="24"></causeway-view>
/// ```
public final class LabelComponent: NativeComponent {
    public typealias Props = LabelProps

    public let view: UnsafeMutablePointer<GtkWidget>
    private let style: WidgetStyle

    /// A label showing `props`, reporting to `context`.
    public init(props: Props, context: ComponentContext) {
        view = gtk_label_new(nil)
        style = WidgetStyle(for: view)
        let click = gtk_gesture_click_new()!
        let released: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, x, y, data in
            let box = Unmanaged<ContextBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.context.send("tap", ["x": .number(x), "y": .number(y)]) }
        }
        let releaseBox: GClosureNotify = { data, _ in Unmanaged<ContextBox>.fromOpaque(data!).release() }
        g_signal_connect_data(UnsafeMutableRawPointer(click), "released", unsafeBitCast(released, to: GCallback.self),
                              Unmanaged.passRetained(ContextBox(context)).toOpaque(), releaseBox, GConnectFlags(0))
        gtk_widget_add_controller(view, click)
        update(props)
    }

    public func update(_ props: Props) {
        gtk_label_set_text(OpaquePointer(view), props.text)
        style.apply("label { \(props.cssDeclarations) }")
    }
}

/// A component's context kept alive by a GLib signal connection.
final class ContextBox {
    let context: ComponentContext

    init(_ context: ComponentContext) {
        self.context = context
    }
}
