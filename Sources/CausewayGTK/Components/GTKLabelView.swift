public import CWebKitGTK
public import Causeway

/// The built-in `label`'s view on Linux: a `GtkLabel` styled with the props' colours and size, that reports where
/// a click was released on it. `LabelComponent` drives it.
public final class GTKLabelView: NativeLabelView {
    public let view: UnsafeMutablePointer<GtkWidget>
    public var tapped: (@MainActor (ComponentPoint) -> Void)?
    private let style: WidgetStyle
    private var taps: SignalConnection?

    /// A label showing nothing yet.
    public init() {
        view = gtk_label_new(nil)
        style = WidgetStyle(for: view)
        let click = gtk_gesture_click_new()!
        taps = SignalConnection(UnsafeMutableRawPointer(click), "released") { [weak self] emission in
            self?.tapped?(ComponentPoint(x: emission.double(at: 2), y: emission.double(at: 3)))
        }
        gtk_widget_add_controller(view, click)
    }

    public func show(_ props: LabelProps) {
        gtk_label_set_text(OpaquePointer(view), props.text)
        style.apply("label { \(props.cssDeclarations) }")
    }
}
