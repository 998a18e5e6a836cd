/// Where a ``NativeComponent`` type declares the methods the page calls as `element.invoke(name, args)`, each with
/// `Codable` arguments and result, as a plugin declares its own in ``PluginMethods``.
///
/// ```swift
/// static func register(_ methods: ComponentMethods<VideoComponent>) {
///     methods.handle("seek") { (video, seek: VideoSeek) in try video.seek(to: seek.time) }
///     methods.handle("pause") { video in try video.pause() }
/// }
/// ```
@MainActor
public final class ComponentMethods<Component: AnyObject> {
    private var methods: [String: Method] = [:]

    /// An empty table; ``ComponentRegistry`` makes one for each registered type.
    init() {}

    /// Declares method `name`: the page's `args` are decoded into `Args` (``Empty`` for none), and `body`'s
    /// result is what `invoke` resolves to. A later declaration of the same name replaces it.
    public func handle<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ name: String, _ body: @escaping @MainActor (Component, Args) async throws -> Result
    ) {
        methods[name] = Method(run: { component, arguments in
            try await body(component, try await arguments.decode(Args.self))
        }, describe: { .describing(name, .call, Args.self, Result.self) })
    }

    /// Declares method `name`, which takes no arguments: whatever the page passes is ignored.
    public func handle<Result: Encodable & Sendable>(
        _ name: String, _ body: @escaping @MainActor (Component) async throws -> Result
    ) {
        handle(name) { (component: Component, _: Empty) in try await body(component) }
    }

    /// The declared names, sorted.
    var names: [String] { methods.keys.sorted() }

    /// Runs method `name` of `component`, a `type`, with the arguments the page sent; returns its result, which the
    /// bridge encodes once for the page.
    func run(_ name: String, of component: Component, type: String,
             arguments: ComponentArguments) async throws -> any Encodable & Sendable
    {
        guard let method = methods[name] else {
            let known = names.isEmpty ? "none" : names.joined(separator: ", ")
            throw BridgeError(.unknownMethod, "The \(type) component has no method \(name); it has: \(known)")
        }
        return try await method.run(component, arguments)
    }

    /// The argument and result shapes of the declared methods, sorted by name.
    var signatures: [MethodSignature] { names.compactMap { methods[$0]?.describe() } }

    private struct Method {
        let run: @MainActor (Component, ComponentArguments) async throws -> any Encodable & Sendable
        let describe: @MainActor () -> MethodSignature
    }
}
