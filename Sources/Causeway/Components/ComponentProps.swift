import CausewayContract
import Foundation

/// A placeholder's props as the page sends them: its attributes as text, and what script set on its `props`
/// property, which wins. The host reads the attributes its type declares, each by the kind of its field.
public struct ComponentProps: Codable, Hashable, Sendable {
    /// Attribute names (lower case, as HTML has them) and values.
    public var attributes: [String: String]
    /// Values set from script.
    public var properties: [String: JSONValue]

    /// Describes props.
    public init(attributes: [String: String] = [:], properties: [String: JSONValue] = [:]) {
        self.attributes = attributes
        self.properties = properties
    }

    /// The props read into `Props`, whose fields have `kinds`; a mismatch names the field under `props`.
    func typed<Props: Decodable>(_: Props.Type, kinds: [String: PropKind]) throws(BridgeError) -> Props {
        try resolved(kinds: kinds).decode(as: Props.self, at: [.key("props")])
    }

    /// The props as one JSON object for a type whose fields have `kinds`: each declared field from its attribute
    /// (`autoPlay` from `autoplay` or `auto-play`), then every property over them.
    func resolved(kinds: [String: PropKind]) -> JSONValue {
        var object: [String: JSONValue] = [:]
        for (name, kind) in kinds {
            let kebab = name.replacing(/[A-Z]/) { "-" + $0.output.lowercased() }
            guard let text = attributes[name.lowercased()] ?? attributes[kebab] else { continue }
            object[name] = kind.value(of: text)
        }
        object.merge(properties) { _, property in property }
        return .object(object)
    }
}

/// How an attribute's text becomes a prop's JSON value, by the kind of the prop's field.
enum PropKind: Sendable {
    case string, number, boolean, json

    /// The value of attribute text `text`; text that is not of the kind stays a string, so decoding names the field.
    func value(of text: String) -> JSONValue {
        switch self {
        case .string:
            return .string(text)
        case .number:
            return Double(text.trimmingCharacters(in: .whitespaces)).map(JSONValue.number) ?? .string(text)
        case .boolean:
            return .bool(text.lowercased() != "false")
        case .json:
            return (try? JSONValue(json: text)) ?? .string(text)
        }
    }

    /// The kinds of the fields of `Props`, learned by decoding it with a recording decoder.
    static func kinds<Props: Decodable>(of _: Props.Type) -> [String: PropKind] {
        let recorder = ShapeRecorder()
        guard case .named(let name) = recorder.shape(of: Props.self), let object = recorder.objects[name] else {
            return [:]
        }
        return Dictionary(object.fields.map { ($0.name, kind(of: $0.shape)) }, uniquingKeysWith: { first, _ in first })
    }

    private static func kind(of shape: TypeShape) -> PropKind {
        switch shape {
        case .string, .literals: .string
        case .number: .number
        case .boolean: .boolean
        case .optional(let wrapped): kind(of: wrapped)
        default: .json
        }
    }
}
