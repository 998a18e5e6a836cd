/// Containers made ahead of time, so opening a page does not wait for a web process to start: each pooled
/// container has its engine, its bridge with the runtime and plugins installed, and a web process already running
/// (a script was evaluated in its empty initial document, which leaves no history entry).
///
/// Make the pool once the app is configured: a pooled container takes the app's schemes and plugins when it is
/// made.
///
/// ```swift
/// let pool = ContainerPool(app: app, size: 2) { GTKEngine() }
/// let window = GTKContainerWindow(app: app, pool: pool)   // open(_:) takes warmed containers from it
/// ```
@MainActor
public final class ContainerPool<Engine: ContainerEngine> {
    /// The app the containers belong to.
    public let app: HybridApp
    /// How many warmed containers the pool keeps.
    public let size: Int
    private let makeEngine: @MainActor () -> Engine
    private var pooled: [Pooled] = []

    /// A pool of `size` containers of `app`, over engines from `makeEngine`; it starts warming them at once.
    public init(app: HybridApp, size: Int = 1, makeEngine: @escaping @MainActor () -> Engine) {
        self.app = app
        self.size = max(size, 0)
        self.makeEngine = makeEngine
        refill()
    }

    /// How many pooled containers have a running web process now.
    public var warmCount: Int { pooled.count { $0.isWarm } }

    /// A container and its engine: a warmed one when the pool has one, else the oldest pooled one, else a new
    /// one. The pool then starts warming a replacement.
    public func take() -> HostedContainer<Engine> {
        defer { refill() }
        guard let index = pooled.firstIndex(where: \.isWarm) ?? pooled.indices.first else {
            return HostedContainer(app: app, engine: makeEngine())
        }
        return pooled.remove(at: index).page
    }

    private func refill() {
        while pooled.count < size {
            let entry = Pooled(HostedContainer(app: app, engine: makeEngine()))
            pooled.append(entry)
            Task { [weak entry, engine = entry.page.engine] in
                _ = try? await engine.evaluate("return true;", in: .page)
                entry?.isWarm = true
            }
        }
    }

    /// One pooled container, and whether its web process is running.
    private final class Pooled {
        let page: HostedContainer<Engine>
        var isWarm = false

        init(_ page: HostedContainer<Engine>) {
            self.page = page
        }
    }
}
