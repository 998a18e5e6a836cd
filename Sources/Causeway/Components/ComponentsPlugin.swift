public import Foundation
public import Logging

/// Same-layer components: the page runtime's `<causeway-view type="…">` placeholders, and the native
/// components a ``ComponentHost`` lays over them.
///
/// The page sends the commands of one animation frame in one `components.apply` call; the host carries them out
/// in order. A command that fails (an unknown type, props of the wrong type, an unknown id) fails alone, and the
/// page dispatches an `error` event with the ``BridgeError`` on its placeholder. Components report back as DOM
/// events on their placeholder (`components.event`), and `element.invoke(name, args)` runs a component's own
/// method (`components.invoke`). Components live in the main frame only. When the document goes, every
/// component goes with it.
///
/// CSS that cannot reach a native view (a rotation or skew, `clip-path`, `filter`, `mask`, a blend mode) is
/// reported once per component: by the page runtime to the page's console, and by the plugin to the native log.
public final class ComponentsPlugin: Plugin {
    public let namespace = "components"
    /// The host carrying out the commands. The engine owns it; the plugin holds it weakly, so a bridge that
    /// outlives its engine keeps no web view alive.
    public private(set) weak var host: (any ComponentHost)?
    private let needsChildScrollViews: Bool
    private weak var bridge: Bridge?
    private let logger: Logger
    private var reportedCSS: Set<String> = []
    private var pageURL: URL?
    private let policy: PageResource.Policy
    private let ledger = ComponentLedger()

    /// A plugin driving `host`, whose components open the URLs `policy` allows.
    public init(host: any ComponentHost, policy: PageResource.Policy = PageResource.Policy(),
                logger: Logger = Logger(label: "causeway.components"))
    {
        self.host = host
        self.policy = policy
        needsChildScrollViews = host.needsChildScrollViews
        self.logger = logger
    }

    public var scripts: [UserScript] {
        let config = PageConfig(childScrollViews: needsChildScrollViews)
        let json = (try? JSONEncoder().encode(config)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return [UserScript(source: "(\(RuntimeScripts.components))(\(json));", injectionTime: .documentStart,
                           frames: .mainOnly, world: .page)]
    }

    public func register(_ methods: PluginMethods) {
        methods.handle("apply") { @MainActor [weak self] (batch: ComponentBatch, context: CallContext) -> ComponentBatchResult in
            guard let self else { throw BridgeError.handlerFailed("The components plugin is gone") }
            return try self.apply(batch, in: context)
        }
        methods.handle("invoke", entry: Self.invokeEntry { @MainActor [weak self] target, arguments, context in
            guard let self else { throw BridgeError.handlerFailed("The components plugin is gone") }
            try Self.requireMainFrame(context.sender)
            return try await self.requireHost().invoke(target.name, on: target.id, arguments)
        })
    }

    public func attached(to bridge: Bridge) {
        self.bridge = bridge
    }

    public func documentChanged(epoch: Int, url: URL?) {
        pageURL = url
        host?.removeAll()
        reportedCSS.removeAll()
    }

    public func detached(from bridge: Bridge) {
        host?.removeAll()
        self.bridge = nil
    }

    private func apply(_ batch: ComponentBatch, in call: CallContext) throws(BridgeError) -> ComponentBatchResult {
        try Self.requireMainFrame(call.sender)
        let host = try requireHost()
        var failures: [ComponentFailure] = []
        for (index, entry) in batch.commands.enumerated() {
            let id = entry.command.id
            for property in entry.unsupported ?? [] where reportedCSS.insert("\(id) \(property)").inserted {
                logger.warning("Component \(id) has CSS a native view cannot follow: \(property)")
            }
            do {
                let lease = try admit(entry.command, into: host)
                try host.apply(entry.command, context: context(for: id, lease: lease))
            } catch {
                var error = bridge?.failure(reportedFor: error, method: call.method, sender: call.sender) ?? error
                error.path = [.key("commands"), .index(index)] + (error.path ?? [])
                failures.append(ComponentFailure(index: index, id: id, error: error))
            }
        }
        return ComponentBatchResult(failures: failures)
    }

    /// The lease of a new component, or a refusal when the page holds as many as its budget allows: live ones and
    /// removed ones whose resources are not released yet (``ComponentLease``). Other commands take no lease.
    private func admit(_ command: ComponentCommand, into host: any ComponentHost) throws(BridgeError) -> ComponentLease? {
        guard case .insert(let id, _, _, _) = command, !host.componentIDs.contains(id) else { return nil }
        let limit = (bridge?.budget ?? PageBudget()).components
        guard let lease = ledger.lease(within: limit) else {
            throw BridgeError(.limitExceeded, "A page may hold at most \(limit) components at once, counting those "
                + "still releasing what they made")
        }
        return lease
    }

    private func context(for id: String, lease: ComponentLease?) -> ComponentContext {
        let limit = (bridge?.budget ?? PageBudget()).componentResourceBytes
        return ComponentContext(id: id, pageURL: pageURL, lease: lease ?? .unbudgeted(), policy: policy,
                                logger: logger, deliver: { [weak self] name, detail in
            try? self?.bridge?.emit("components.event", ComponentEventMessage(id: id, name: name, detail: detail))
        }, load: { [weak host] url in
            guard let host else { throw BridgeError.handlerFailed("The page's engine is gone") }
            return try await host.load(url, limit: limit)
        })
    }

    private func requireHost() throws(BridgeError) -> any ComponentHost {
        guard let host else { throw BridgeError.handlerFailed("The page's engine is gone") }
        return host
    }

    private static func requireMainFrame(_ sender: Sender) throws(BridgeError) {
        guard sender.isMainFrame else {
            throw BridgeError(.denied, "Components live in the main frame only")
        }
    }
}

/// The commands of one animation frame.
struct ComponentBatch: Codable, Sendable {
    /// A command with the CSS the runtime found that its native view cannot follow.
    struct Entry: Codable, Sendable {
        var command: ComponentCommand
        var unsupported: [String]?

        init(from decoder: any Decoder) throws {
            command = try ComponentCommand(from: decoder)
            unsupported = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent([String].self, forKey: .unsupported)
        }

        func encode(to encoder: any Encoder) throws {
            try command.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(unsupported, forKey: .unsupported)
        }

        private enum CodingKeys: String, CodingKey { case unsupported }
    }

    var commands: [Entry]
}

/// The commands that failed, each with its error.
struct ComponentBatchResult: Codable, Sendable {
    var failures: [ComponentFailure]
}

/// A command that failed: its place in the batch, its component, and why.
struct ComponentFailure: Codable, Sendable {
    var index: Int
    var id: String
    var error: BridgeError
}

/// `element.invoke(name, args)`, as the page's typings describe it.
struct ComponentCall: Codable, Sendable {
    var id: String
    var name: String
    var args: JSONValue?

    /// The component and method a call names; its `args` are left to the method, which decodes them into its own
    /// type (``ComponentArguments``).
    struct Target: Decodable, Sendable {
        var id: String
        var name: String
    }
}

/// A component's event for its placeholder.
struct ComponentEventMessage: Codable, Sendable {
    var id: String
    var name: String
    var detail: JSONValue
}

/// What the page runtime needs from the host.
private struct PageConfig: Encodable {
    var childScrollViews: Bool
}

extension ComponentsPlugin {
    /// The entry of `components.invoke`: the call's target is read first, then `run` gets the rest of the arguments
    /// undecoded, for the component method to decode once into its own type; its result is encoded once.
    fileprivate typealias Invocation = nonisolated(nonsending) @Sendable (ComponentCall.Target, ComponentArguments,
                                                                         CallContext) async throws -> any Encodable & Sendable

    fileprivate static func invokeEntry(_ run: @escaping Invocation) -> HandlerEntry {
        HandlerEntry(body: .call({ message, codec, context in
            let target = try await codec.decodeOffActorWhenLarge(ComponentCall.Target.self, field: .args, of: message)
            return try codec.encode(try await run(target, ComponentArguments(message: message, codec: codec), context))
        }, { arguments, context in
            let target = try arguments.decode(as: ComponentCall.Target.self)
            let result = try await run(target, ComponentArguments(json: arguments["args"] ?? .null), context)
            return try JSONValue(encoding: result)
        }), describe: { name in .describing(name, .call, ComponentCall.self, JSONValue.self) })
    }
}
