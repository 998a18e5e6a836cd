/// A shape's JSON, as an app's contract records it: a string for a plain shape (`"string"`, `"number"`, `"boolean"`,
/// `"null"`, `"bytes"`, `"unknown"`) and a one-key object otherwise: `{"array": shape}`, `{"record": shape}`,
/// `{"literals": ["a", "b"]}`, `{"optional": shape}`, `{"union": [shape]}`, `{"object": "Name"}` (a named object
/// type).
extension TypeShape: Codable {
    /// The shapes written as a bare name.
    private enum Plain: String, Codable {
        case string, number, boolean, null, bytes, unknown

        var shape: TypeShape {
            switch self {
            case .string: .string
            case .number: .number
            case .boolean: .boolean
            case .null: .null
            case .bytes: .bytes
            case .unknown: .unknown
            }
        }
    }

    private enum Key: String, CodingKey {
        case array, record, literals, optional, union, object
    }

    public init(from decoder: any Decoder) throws {
        if let plain = try? decoder.singleValueContainer().decode(Plain.self) {
            self = plain.shape
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a shape is a name or an object with one key"))
        }
        self = switch key {
        case .array: .array(try container.decode(TypeShape.self, forKey: key))
        case .record: .record(try container.decode(TypeShape.self, forKey: key))
        case .literals: .literals(try container.decode([String].self, forKey: key))
        case .optional: .optional(try container.decode(TypeShape.self, forKey: key))
        case .union: .union(try container.decode([TypeShape].self, forKey: key))
        case .object: .named(try container.decode(String.self, forKey: key))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        let (key, value): (Key, any Encodable)
        switch self {
        case .string, .number, .boolean, .null, .bytes, .unknown:
            var plain = encoder.singleValueContainer()
            try plain.encode(described)
            return
        case .array(let element): (key, value) = (.array, element)
        case .record(let element): (key, value) = (.record, element)
        case .literals(let values): (key, value) = (.literals, values)
        case .optional(let wrapped): (key, value) = (.optional, wrapped)
        case .union(let alternatives): (key, value) = (.union, alternatives)
        case .named(let name): (key, value) = (.object, name)
        }
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(value, forKey: key)
    }
}

extension TypeShape {
    /// The names of the object types the shape refers to directly (not through their fields).
    public var objectNames: [String] {
        switch self {
        case .string, .number, .boolean, .null, .bytes, .unknown, .literals: []
        case .array(let element), .record(let element), .optional(let element): element.objectNames
        case .union(let alternatives): alternatives.flatMap(\.objectNames)
        case .named(let name): [name]
        }
    }

    /// What kind of value the shape is, in a message: `string`, `an array`, `the object Cart`, `one of "s", "m"`.
    var described: String {
        switch self {
        case .string, .number, .boolean, .null, .bytes, .unknown: "\(self)"
        case .array: "an array"
        case .record: "a record"
        case .literals(let values): "one of \(Self.listed(values))"
        case .optional: "an optional value"
        case .union: "a union"
        case .named(let name): "the object \(name)"
        }
    }

    /// `values` quoted and listed: `"s", "m"`.
    static func listed(_ values: [String]) -> String {
        values.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
