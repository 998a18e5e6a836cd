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
    private let taps: SignalConnection

    /// A label showing `props`, reporting to `context`.
    public init(props: Props, context: ComponentContext) {
        view = gtk_label_new(nil)
        style = WidgetStyle(for: view)
        let click = gtk_gesture_click_new()!
        taps = SignalConnection(UnsafeMutableRawPointer(click), "released") { emission in
            context.send("tap", ["x": .number(emission.double(at: 2)), "y": .number(emission.double(at: 3))])
        }
        gtk_widget_add_controller(view, click)
        update(props)
    }

    public func update(_ props: Props) {
        gtk_label_set_text(OpaquePointer(view), props.text)
        style.apply("label { \(props.cssDeclarations) }")
    }
}
