/// Where a ``Plugin`` declares its methods; each name is prefixed with the plugin's namespace.
@MainActor
public final class PluginMethods {
    /// The namespace every method is registered under.
    public let namespace: String
    /// The methods declared so far, by full name (`namespace.method`).
    private(set) var entries: [(name: String, entry: HandlerEntry)] = []

    /// A registrar for `namespace`; ``Bridge/install(_:)`` makes one for each plugin.
    init(namespace: String) {
        self.namespace = namespace
    }

    /// The full names declared so far.
    public var names: [String] { entries.map(\.name) }

    /// Declares `namespace.name`; see ``Bridge/handle(_:_:)-(_,CallHandler<Args,Result>)``.
    public func handle<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ name: String, _ body: @escaping CallHandler<Args, Result>
    ) {
        entries.append(("\(namespace).\(name)", .call(body)))
    }

    /// Declares `namespace.name` with a handler that needs no call context.
    public func handle<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ name: String, _ body: @escaping PlainCallHandler<Args, Result>
    ) {
        entries.append(("\(namespace).\(name)", .call(body)))
    }

    /// Declares the streaming method `namespace.name`; see ``Bridge/handleStream(_:_:)``.
    public func handleStream<Args: Decodable & Sendable, Values: AsyncSequence & Sendable>(
        _ name: String, _ body: @escaping StreamHandler<Args, Values>
    ) where Values.Element: Encodable & Sendable {
        entries.append(("\(namespace).\(name)", .stream(body)))
    }

    /// Declares `namespace.name` with an entry made for it.
    func handle(_ name: String, entry: HandlerEntry) {
        entries.append(("\(namespace).\(name)", entry))
    }

    /// The argument and result shapes of the declared methods.
    var signatures: [MethodSignature] { entries.map { $0.entry.describe($0.name) } }
}
