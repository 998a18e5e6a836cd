/// Where a ``Plugin`` declares its methods; each name is prefixed with the plugin's namespace.
@MainActor
public final class PluginMethods {
    /// The namespace every method is registered under.
    public let namespace: String
    private unowned let bridge: Bridge
    /// The full names registered so far (`namespace.method`).
    public private(set) var names: [String] = []

    init(namespace: String, bridge: Bridge) {
        self.namespace = namespace
        self.bridge = bridge
    }

    /// Registers `namespace.name`; see ``Bridge/handle(_:_:)``.
    public func handle<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ name: String, _ body: @escaping CallHandler<Args, Result>
    ) {
        bridge.handle(fullName(name), body)
    }

    /// Registers `namespace.name` with a handler that needs no call context.
    public func handle<Args: Decodable & Sendable, Result: Encodable & Sendable>(
        _ name: String, _ body: @escaping PlainCallHandler<Args, Result>
    ) {
        bridge.handle(fullName(name), body)
    }

    /// Registers the streaming method `namespace.name`; see ``Bridge/handleStream(_:_:)``.
    public func handleStream<Args: Decodable & Sendable, Values: AsyncSequence & Sendable>(
        _ name: String, _ body: @escaping StreamHandler<Args, Values>
    ) where Values.Element: Encodable & Sendable {
        bridge.handleStream(fullName(name), body)
    }

    private func fullName(_ name: String) -> String {
        let full = "\(namespace).\(name)"
        names.append(full)
        return full
    }
}
