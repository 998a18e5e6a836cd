public import Foundation

/// The pool of live components of one web view: it makes each from its ``registry`` on insert, passes props and
/// geometry on update, and removes it, its view included, on remove or when the document goes.
@MainActor
public final class ComponentStage<Surface: ComponentSurface>: ComponentHost {
    /// Where the views go.
    public let surface: Surface
    /// The types this stage can make; set it before the page inserts components.
    public var registry: ComponentRegistry<Surface.View>
    private var live: [String: LiveComponent<Surface.View>] = [:]
    /// Each live component's place in the page's budget, let go when it is removed.
    private var leases: [String: ComponentLease] = [:]
    private let loader: @MainActor (URL, Int) async throws -> Data

    /// A stage putting components of `registry`'s types on `surface`; components load URLs with `load`, which
    /// reads no more of a URL than the limit it is given.
    public init(surface: Surface, registry: ComponentRegistry<Surface.View>,
                load: @escaping @MainActor (_ url: URL, _ limit: Int) async throws -> Data)
    {
        self.surface = surface
        self.registry = registry
        loader = load
    }

    public func apply(_ command: ComponentCommand, context: ComponentContext) throws(BridgeError) {
        switch command {
        case .insert(let id, let type, let props, let geometry):
            guard live[id] == nil else {
                throw BridgeError(.invalidArguments, "Component \(id) is already inserted", path: [.key("id")])
            }
            let component = try registry.make(type, props: props, context: context)
            live[id] = component
            leases[id] = context.lease
            surface.add(component.view, id: id, geometry: geometry)
        case .update(let id, let props, let geometry):
            let component = try existing(id)
            if let props { try component.update(props) }
            if let geometry { surface.place(id, geometry: geometry) }
        case .remove(let id):
            remove(id)
        }
    }

    public func invoke(_ name: String, on id: String,
                       _ arguments: ComponentArguments) async throws -> any Encodable & Sendable
    {
        try await existing(id).invoke(name, arguments)
    }

    public func load(_ url: URL, limit: Int) async throws -> Data {
        try await loader(url, limit)
    }

    public func removeAll() {
        for id in live.keys.sorted() { remove(id) }
    }

    public var componentIDs: [String] { live.keys.sorted() }

    public var needsChildScrollViews: Bool { surface.needsChildScrollViews }

    private func remove(_ id: String) {
        guard let component = live.removeValue(forKey: id) else { return }
        leases[id] = nil
        component.willBeRemoved()
        surface.remove(id)
    }

    private func existing(_ id: String) throws(BridgeError) -> LiveComponent<Surface.View> {
        guard let component = live[id] else {
            throw BridgeError(.invalidArguments, "No component \(id)", path: [.key("id")])
        }
        return component
    }
}
