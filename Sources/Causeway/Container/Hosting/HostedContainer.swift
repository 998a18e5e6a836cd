/// A container and its engine with the engine's own type, as the host that shows the page needs it (the engine's
/// widget or view). Made together, so the two always belong to each other; ``Container/engine`` alone is any
/// engine.
///
/// ```swift
/// let page = HostedContainer(app: app, engine: GTKEngine())
/// gtk_stack_add_child(stack, page.engine.widget)
/// page.container.load(url)
/// ```
@MainActor
public struct HostedContainer<Engine: ContainerEngine> {
    /// The container.
    public let container: Container
    /// Its engine.
    public let engine: Engine

    /// A new container for `app` around `engine`.
    public init(app: HybridApp, engine: Engine) {
        container = Container(app: app, engine: engine)
        self.engine = engine
    }
}
