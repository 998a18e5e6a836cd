/// The component types a platform's host can make, each with its factory, typed props, methods and events.
///
/// The host reads the page's props into the type's `Props`: declared attributes by the kind of their field
/// (text, number, boolean or JSON), then properties set from script. A mismatch is
/// ``BridgeError/Code/invalidArguments`` naming the field.
@MainActor
public final class ComponentRegistry<View> {
    private var factories: [String: Factory] = [:]

    /// An empty registry.
    public init() {}

    /// Adds type `name`, made by `make`; a later registration of the same name replaces it.
    public func register<Component: NativeComponent>(
        _ name: String, make: @escaping @MainActor (Component.Props, ComponentContext) throws -> Component
    ) where Component.View == View {
        let kinds = PropKind.kinds(of: Component.Props.self)
        let methods = ComponentMethods<Component>()
        Component.register(methods)
        factories[name] = Factory(
            make: { props, context throws(BridgeError) in
                let decoded = try props.typed(Component.Props.self, kinds: kinds)
                let component: Component
                do {
                    component = try make(decoded, context)
                } catch {
                    throw BridgeError(converting: error)
                }
                return LiveComponent(component, type: name, kinds: kinds, methods: methods)
            },
            describe: { .describing(name, Component.self, methods: methods) })
    }

    /// The registered type names, sorted.
    public var types: [String] { factories.keys.sorted() }

    /// The contract of every registered type, sorted by name, for ``TypeScriptDeclarations``.
    public var signatures: [ComponentSignature] { types.compactMap { factories[$0]?.describe() } }

    /// A new component of `type`.
    func make(_ type: String, props: ComponentProps, context: ComponentContext) throws(BridgeError) -> LiveComponent<View> {
        guard let factory = factories[type] else {
            throw BridgeError(.invalidArguments, "No component type \(type); known: \(types.joined(separator: ", "))",
                              path: [.key("type")])
        }
        return try factory.make(props, context)
    }

    private struct Factory {
        var make: @MainActor (ComponentProps, ComponentContext) throws(BridgeError) -> LiveComponent<View>
        var describe: @MainActor () -> ComponentSignature
    }
}

/// A component whose type is hidden, as the host keeps it.
@MainActor
final class LiveComponent<View> {
    let view: View
    let update: @MainActor (ComponentProps) throws(BridgeError) -> Void
    let invoke: @MainActor (String, ComponentArguments) async throws -> any Encodable & Sendable
    let willBeRemoved: @MainActor () -> Void

    init<Component: NativeComponent>(_ component: Component, type: String, kinds: [String: PropKind],
                                     methods: ComponentMethods<Component>) where Component.View == View
    {
        view = component.view
        update = { props throws(BridgeError) in component.update(try props.typed(Component.Props.self, kinds: kinds)) }
        invoke = { name, arguments in try await methods.run(name, of: component, type: type, arguments: arguments) }
        willBeRemoved = { component.willBeRemoved() }
    }
}
