public import CWebKitGTK
public import Causeway

/// The built-in `label`'s view on Linux: a `GtkLabel` styled with the props' colours and size, that reports where
/// a click was released on it. ``LabelComponent`` drives it.
public final class GTKLabelView: NativeLabelView {
    public let view: UnsafeMutablePointer<GtkWidget>
    public var tapped: (@MainActor (ComponentPoint) -> Void)?
    private let style: WidgetStyle

    /// A label showing nothing yet.
    public init() {
        view = gtk_label_new(nil)
        style = WidgetStyle(for: view)
        let click = gtk_gesture_click_new()!
        // The label's click reaches it unretained: the gesture goes with the label's widget, which the host removes
        // before it lets the component go.
        let released: @convention(c) (OpaquePointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _, _, x, y, data in
            let label = Unmanaged<GTKLabelView>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { label.tapped?(ComponentPoint(x: x, y: y)) }
        }
        connectSignal(UnsafeMutableRawPointer(click), "released", released, Unmanaged.passUnretained(self).toOpaque())
        gtk_widget_add_controller(view, click)
    }

    public func show(_ props: LabelProps) {
        gtk_label_set_text(OpaquePointer(view), props.text)
        style.apply("label { \(props.cssDeclarations) }")
    }
}
