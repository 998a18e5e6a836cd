import Foundation

/// A JSON value of any shape: what page script can send when a handler does not name a type.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value at `key` when this is an object, otherwise `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string when this is a string, otherwise `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number when this is a number, otherwise `nil`.
    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The Boolean when this is a Boolean, otherwise `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements when this is an array, otherwise `nil`.
    public var arrayValue: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// How deeply arrays and objects nest inside this value (a scalar has depth 0).
    public var depth: Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(self, 0)]
        while let (value, level) = pending.popLast() {
            switch value {
            case .array(let items):
                deepest = max(deepest, level + 1)
                pending.append(contentsOf: items.map { ($0, level + 1) })
            case .object(let members):
                deepest = max(deepest, level + 1)
                pending.append(contentsOf: members.values.map { ($0, level + 1) })
            default:
                break
            }
        }
        return deepest
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension JSONValue {
    /// Parses JSON text; text that is not one JSON value is a `DecodingError.dataCorrupted` saying where it goes
    /// wrong.
    public init(json text: String) throws {
        let tape: JSONTape
        do {
            tape = try JSONTape(Array(text.utf8))
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "The given data was not valid JSON: \(error.reason)"))
        }
        self = try TapeDecoder(dataReading: .base64).decode(JSONValue.self, from: tape)
    }

    /// The value as compact JSON text, the members of each object sorted by key; `null` for a value JSON cannot
    /// hold (a number that is not finite, or arrays and objects nested deeper than JSON readers take).
    public var jsonText: String {
        (try? JSONTextWriter.text(of: .json(self), maxDepth: JSONTape.maxDepth, maxBytes: .max)) ?? "null"
    }
}
