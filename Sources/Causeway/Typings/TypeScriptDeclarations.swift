import CausewayContract

/// TypeScript declarations for native methods and same-layer component types, written from their Swift types.
///
/// The text augments `causeway.d.ts`. Its `Causeway` interface gets every method with exact types both by path
/// (`causeway.network.fetchData(args)`) and by name (`causeway.call("network.fetchData", args)`), and
/// `CausewayWeb` a typed `handle` or `handleStream` for each, for the page's web implementations; each
/// implementation's type is also in `CausewayWebImplementations`, by method name. Its `CausewayComponentTypes` gets every component type's props, methods and events, so that a
/// `CausewayViewElement<"video">` checks `invoke("seek", {time})` and `addEventListener("ended", …)`.
public struct TypeScriptDeclarations: Sendable {
    /// The methods described.
    public let methods: [MethodSignature]
    /// The component types described.
    public let components: [ComponentSignature]

    /// Declarations for `methods` and `components`.
    public init(methods: [MethodSignature], components: [ComponentSignature] = []) {
        self.methods = methods.sorted { $0.name < $1.name }
        self.components = components.sorted { $0.type < $1.type }
    }

    /// Declarations for the methods `plugins` register and the component types of `components`, and with
    /// `includingContainerBuiltIns` the methods of the built-in plugins every ``Container`` installs (`nav`,
    /// `header`, `app`, `share`, `cookies`, `account`).
    @MainActor
    public init<View>(plugins: [any Plugin], components: ComponentRegistry<View>? = nil,
                      includingContainerBuiltIns: Bool = false)
    {
        let builtIns = includingContainerBuiltIns ? Container.builtInPluginsForDescription : []
        self.init(methods: (builtIns + plugins).flatMap { plugin in
            let methods = PluginMethods(namespace: plugin.namespace)
            plugin.register(methods)
            return methods.signatures
        }, components: components?.signatures ?? [])
    }

    /// Declarations for the methods `plugins` register; see ``init(plugins:components:includingContainerBuiltIns:)``.
    @MainActor
    public init(plugins: [any Plugin], includingContainerBuiltIns: Bool = false) {
        self.init(plugins: plugins, components: ComponentRegistry<Never>?.none,
                  includingContainerBuiltIns: includingContainerBuiltIns)
    }

    /// The `.d.ts` text.
    public var text: String {
        var lines = [
            "// Declarations of this app's native methods, written by `causeway typings` from their Swift types.",
            "// Include it beside causeway.d.ts. Every call rejects with a CausewayError whose code is a CausewayErrorCode.",
            "",
        ]
        var objects: [String: ObjectShape] = [:]
        for object in methods.flatMap(\.objects) + components.flatMap(\.objects) { objects[object.name] = object }
        for object in objects.values.sorted(by: { $0.name < $1.name }) {
            lines.append("interface \(object.name) {")
            for field in object.fields {
                lines.append("  \(Self.property(field.name))\(field.isOptional ? "?" : ""): \(Self.type(field.shape));")
            }
            lines.append("}")
            lines.append("")
        }
        lines.append("interface Causeway {")
        lines += Self.namespaceMembers(of: NamespaceTree(methods), indent: "  ")
        for method in methods {
            let entry = method.kind == .stream ? "stream" : "call"
            lines.append("  \(entry)(method: \(Self.quoted(method.name)), \(Self.parameters(method))): \(Self.returnType(method));")
        }
        lines.append("}")
        if !methods.isEmpty {
            lines.append("")
            lines += webImplementations
        }
        if !components.isEmpty {
            lines.append("")
            lines += componentTypes
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `CausewayWebImplementations` interface, each method's web implementation by name, and `CausewayWeb`'s
    /// typed registrations.
    private var webImplementations: [String] {
        var lines = ["interface CausewayWebImplementations {"]
        for method in methods {
            lines.append("  \(Self.quoted(method.name)): \(Self.implementationType(method));")
        }
        lines += ["}", "", "interface CausewayWeb {"]
        for method in methods {
            let entry = method.kind == .stream ? "handleStream" : "handle"
            lines.append("  \(entry)(method: \(Self.quoted(method.name)), implementation: \(Self.implementationType(method))): () => void;")
        }
        lines.append("}")
        return lines
    }

    private static func implementationType(_ method: MethodSignature) -> String {
        let answer = method.kind == .stream ? "CausewayWebValues" : "CausewayWebResult"
        return "(args: \(type(method.arguments)), context: CausewayHandlerContext) => \(answer)<\(type(method.result))>"
    }

    /// The `CausewayComponentTypes` interface: each type's props, methods (arguments and result) and events
    /// (detail).
    private var componentTypes: [String] {
        var lines = ["interface CausewayComponentTypes {"]
        for component in components {
            lines.append("  \(Self.property(component.type)): {")
            lines.append("    props: \(Self.type(component.props));")
            lines += Self.members("methods", component.methods.map {
                "\(Self.property($0.name)): { args: \(Self.type($0.arguments)); result: \(Self.type($0.result)) };"
            })
            lines += Self.members("events", component.events.map { "\(Self.property($0.name)): \(Self.type($0.detail));" })
            lines.append("  };")
        }
        lines.append("}")
        return lines
    }

    /// `name: { … };` with `members` inside, in a component type.
    private static func members(_ name: String, _ members: [String]) -> [String] {
        guard !members.isEmpty else { return ["    \(name): {};"] }
        return ["    \(name): {"] + members.map { "      \($0)" } + ["    };"]
    }

    private static func namespaceMembers(of tree: NamespaceTree, indent: String) -> [String] {
        var lines: [String] = []
        for (name, method) in tree.methods.sorted(by: { $0.key < $1.key }) {
            lines.append("\(indent)\(property(name))(\(parameters(method))): \(returnType(method));")
        }
        for (name, child) in tree.children.sorted(by: { $0.key < $1.key }) {
            lines.append("\(indent)\(property(name)): {")
            lines += namespaceMembers(of: child, indent: indent + "  ")
            lines.append("\(indent)};")
        }
        return lines
    }

    private static func parameters(_ method: MethodSignature) -> String {
        let options = method.kind == .stream ? "CausewayStreamOptions" : "CausewayCallOptions"
        let optional = switch method.arguments {
        case .null, .unknown, .optional: true
        default: false
        }
        return "args\(optional ? "?" : ""): \(type(method.arguments)), options?: \(options)"
    }

    private static func returnType(_ method: MethodSignature) -> String {
        method.kind == .stream ? "AsyncIterableIterator<\(type(method.result))>" : "Promise<\(type(method.result))>"
    }

    /// The TypeScript spelling of a shape.
    static func type(_ shape: TypeShape) -> String {
        switch shape {
        case .string: "string"
        case .number: "number"
        case .boolean: "boolean"
        case .null: "null"
        case .bytes: "Uint8Array"
        case .unknown: "unknown"
        case .array(let element): "\(grouped(element))[]"
        case .record(let value): "{ [key: string]: \(type(value)) }"
        case .literals(let values): values.isEmpty ? "never" : values.map(quoted).joined(separator: " | ")
        case .optional(let wrapped): "\(type(wrapped)) | null"
        case .union(let alternatives): alternatives.isEmpty ? "never" : alternatives.map(type).joined(separator: " | ")
        case .named(let name): name
        }
    }

    private static func grouped(_ shape: TypeShape) -> String {
        switch shape {
        case .optional, .literals, .union: "(\(type(shape)))"
        default: type(shape)
        }
    }

    static func property(_ name: String) -> String {
        let identifier = name.first.map { $0.isLetter || $0 == "_" || $0 == "$" } == true
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        return identifier ? name : quoted(name)
    }

    static func quoted(_ text: String) -> String {
        JSONValue.string(text).jsonText
    }
}

/// Methods arranged by the dots in their names: `media.camera.take` is `take` in `camera` in `media`.
private struct NamespaceTree {
    var methods: [String: MethodSignature] = [:]
    var children: [String: NamespaceTree] = [:]

    init(_ signatures: [MethodSignature]) {
        for signature in signatures {
            insert(signature, path: signature.name.split(separator: ".").map(String.init))
        }
    }

    private init() {}

    private mutating func insert(_ signature: MethodSignature, path: [String]) {
        guard let first = path.first else { return }
        if path.count == 1 {
            methods[first] = signature
        } else {
            var child = children[first] ?? NamespaceTree()
            child.insert(signature, path: Array(path.dropFirst()))
            children[first] = child
        }
    }
}
