public import CausewayContract

/// A component type's contract with the page, as `causeway typings` writes it: its props, its methods and its
/// events, and every named object type they use.
public struct ComponentSignature: Sendable, Hashable {
    /// One event: its DOM name and the shape of its `detail`.
    public struct Event: Sendable, Hashable {
        public var name: String
        public var detail: TypeShape
    }

    /// The type name a page writes in `<causeway-view type="…">`.
    public var type: String
    public var props: TypeShape
    /// Sorted by name; their `objects` are in ``objects``.
    public var methods: [MethodSignature]
    /// Sorted by name, ``ComponentEvent/error`` included.
    public var events: [Event]
    public var objects: [ObjectShape]
}

extension ComponentSignature {
    /// The contract of `Component`, registered as `type`.
    @MainActor
    static func describing<Component: NativeComponent>(_ type: String, _: Component.Type,
                                                       methods: ComponentMethods<Component>) -> ComponentSignature
    {
        let recorder = ShapeRecorder()
        let props = recorder.shape(of: Component.Props.self)
        var events: [String: TypeShape] = [:]
        for event in Component.events + [ComponentEvent.error] {
            events[event.name] = recorder.shape(of: event.detailType)
        }
        let methods = methods.signatures
        var objects = recorder.objects
        for object in methods.flatMap(\.objects) { objects[object.name] = object }
        return ComponentSignature(
            type: type, props: props, methods: methods,
            events: events.keys.sorted().map { Event(name: $0, detail: events[$0]!) },
            objects: objects.values.sorted { $0.name < $1.name })
    }
}
