/// A native view that fills a `<causeway-view>` placeholder, made by its type's factory in a
/// ``ComponentRegistry``. Its contract with the page is typed, as a plugin's is: `Props` it is shown with, the
/// methods it declares in ``register(_:)`` with `Codable` arguments and results, and the ``ComponentEvent``s it
/// lists in ``events``. `causeway typings` writes all three for the page.
///
/// ```swift
/// final class Gauge: NativeComponent {
///     struct Props: Decodable, Sendable { var value: Double }
///     struct Step: Codable, Sendable { var by: Double }
///     static let full = ComponentEvent<Empty>("full")
///     static var events: [any ComponentEventDescribing] { [full] }
///
///     let view = gtk_level_bar_new()!
///     private let context: ComponentContext
///     init(props: Props, context: ComponentContext) { self.context = context; update(props) }
///     func update(_ props: Props) { gtk_level_bar_set_value(OpaquePointer(view), props.value) }
///
///     static func register(_ methods: ComponentMethods<Gauge>) {
///         methods.handle("step") { (gauge, step: Step) in gauge.step(by: step.by) }
///     }
///     func step(by amount: Double) -> Double { … }   // answers the new value: a method's result is Encodable
/// }
/// registry.register("gauge") { props, context in Gauge(props: props, context: context) }
/// ```
@MainActor
public protocol NativeComponent<View>: AnyObject {
    /// The platform's view type: a `GtkWidget` pointer on Linux, a `UIView` on iOS.
    associatedtype View
    /// The typed props; the page sets them as attributes or as the element's `props`.
    associatedtype Props: Decodable & Sendable

    /// The view the host lays over the placeholder.
    var view: View { get }

    /// New props from the page, complete.
    func update(_ props: Props)

    /// Declares the methods the page calls as `element.invoke(name, args)`; none by default. Called once per
    /// registered type. A name that is not declared is ``BridgeError/Code/unknownMethod``.
    static func register(_ methods: ComponentMethods<Self>)

    /// The events the component sends its placeholder, for typings; none by default. Every type may also send
    /// ``ComponentEvent/error``, which need not be listed.
    static var events: [any ComponentEventDescribing] { get }

    /// The placeholder is gone; the host removes the view right after.
    func willBeRemoved()
}

extension NativeComponent {
    public static func register(_ methods: ComponentMethods<Self>) {}

    public static var events: [any ComponentEventDescribing] { [] }

    public func willBeRemoved() {}
}
