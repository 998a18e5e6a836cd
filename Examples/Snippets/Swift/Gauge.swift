// A component of an app's own, as NativeComponent's documentation and docs/components.md show it.
import CWebKitGTK
import Causeway
import CausewayGTK

// snippet: gauge
final class Gauge: NativeComponent {
    struct Props: Decodable, Sendable { var value: Double }
    struct Step: Codable, Sendable { var by: Double }
    static let full = ComponentEvent<Empty>("full")
    static var events: [any ComponentEventDescribing] { [full] }

    let view = gtk_level_bar_new()!
    private let context: ComponentContext
    init(props: Props, context: ComponentContext) { self.context = context; update(props) }
    func update(_ props: Props) { gtk_level_bar_set_value(OpaquePointer(view), props.value) }

    static func register(_ methods: ComponentMethods<Gauge>) {
        methods.handle("step") { (gauge, step: Step) in gauge.step(by: step.by) }
    }

    /// Moves the gauge by `amount` and answers its new value; tells the page once it is full.
    func step(by amount: Double) -> Double {
        let value = gtk_level_bar_get_value(OpaquePointer(view)) + amount
        gtk_level_bar_set_value(OpaquePointer(view), value)
        if value >= gtk_level_bar_get_max_value(OpaquePointer(view)) { context.send(Self.full) }
        return value
    }
}
// snippet: end

@MainActor
func registerTheGauge(on engine: GTKEngine) {
    // snippet: register-gauge
    engine.components.registry.register("gauge") { (props: Gauge.Props, context) in Gauge(props: props, context: context) }
    // snippet: end
}
