import Foundation

/// Decodes a `Decodable` value straight from a ``JSONValue``, as `JSONDecoder` would from the value's JSON text:
/// numbers into any numeric type that holds them exactly, `Data` from a base64 string, `URL` from a string.
struct JSONValueDecoder {
    func decode<Value: Decodable>(_: Value.Type, from value: JSONValue) throws -> Value {
        try ValueDecoder(value: value, codingPath: []).decode(Value.self)
    }
}

/// Decodes one value of the tree at `codingPath`.
private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func decode<Value: Decodable>(_: Value.Type) throws -> Value {
        switch Value.self {
        case is JSONValue.Type:
            return value as! Value
        case is Data.Type:
            guard let data = Data(base64Encoded: try scalar(String.self) { $0.stringValue }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                        debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as! Value
        case is URL.Type:
            guard let url = URL(string: try scalar(String.self) { $0.stringValue }) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "Invalid URL string."))
            }
            return url as! Value
        case is Decimal.Type:
            return Decimal(try scalar(Double.self) { $0.numberValue }) as! Value
        default:
            return try Value(from: self)
        }
    }

    /// The value as read by `read`; a null is `valueNotFound` and another kind of value `typeMismatch`, both naming
    /// `type`.
    func scalar<T>(_ type: Any.Type, _ read: (JSONValue) -> T?) throws -> T {
        if let scalar = read(value) { return scalar }
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: value == .null
            ? "Cannot get value of type \(type) -- found null value instead"
            : "Expected to decode \(type) but found \(value.kindDescription) instead.")
        throw value == .null ? DecodingError.valueNotFound(type, context) : DecodingError.typeMismatch(type, context)
    }

    /// The number as the integer or floating-point type `T`, when `T` holds it.
    func number<T>(_ type: T.Type, _ convert: (Double) -> T?) throws -> T {
        let number = try scalar(type) { $0.numberValue }
        guard let converted = convert(number) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath,
                                                    debugDescription: "Parsed JSON number <\(number)> does not fit in \(type)."))
        }
        return converted
    }

    func child(_ value: JSONValue, at key: any CodingKey) -> ValueDecoder {
        ValueDecoder(value: value, codingPath: codingPath + [key])
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try nonNull("keyed decoding container")
        let members = try scalar([String: Any].self) {
            if case .object(let members) = $0 { members } else { nil }
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nonNull("unkeyed decoding container")
        let items = try scalar([Any].self) {
            if case .array(let items) = $0 { items } else { nil }
        }
        return UnkeyedContainer(decoder: self, items: items)
    }

    /// Throws `valueNotFound` when the value is null, as a container named `what` was asked for.
    private func nonNull(_ what: String) throws {
        guard value == .null else { return }
        throw DecodingError.valueNotFound(JSONValue.self, .init(codingPath: codingPath,
                                                               debugDescription: "Cannot get \(what) -- found null value instead"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
}

extension ValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }
    func decode(_: Bool.Type) throws -> Bool { try scalar(Bool.self) { $0.boolValue } }
    func decode(_: String.Type) throws -> String { try scalar(String.self) { $0.stringValue } }
    func decode(_: Double.Type) throws -> Double { try scalar(Double.self) { $0.numberValue } }
    func decode(_ type: Float.Type) throws -> Float { try number(type) { Float($0).isFinite ? Float($0) : nil } }
    func decode(_ type: Int.Type) throws -> Int { try number(type) { Int(exactly: $0) } }
    func decode(_ type: Int8.Type) throws -> Int8 { try number(type) { Int8(exactly: $0) } }
    func decode(_ type: Int16.Type) throws -> Int16 { try number(type) { Int16(exactly: $0) } }
    func decode(_ type: Int32.Type) throws -> Int32 { try number(type) { Int32(exactly: $0) } }
    func decode(_ type: Int64.Type) throws -> Int64 { try number(type) { Int64(exactly: $0) } }
    func decode(_ type: UInt.Type) throws -> UInt { try number(type) { UInt(exactly: $0) } }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try number(type) { UInt8(exactly: $0) } }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try number(type) { UInt16(exactly: $0) } }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try number(type) { UInt32(exactly: $0) } }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try number(type) { UInt64(exactly: $0) } }
}

/// The members of an object, by key.
private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ValueDecoder
    let members: [String: JSONValue]

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func child(_ key: Key) throws -> ValueDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription:
                "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return decoder.child(value, at: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(members[SuperKey.super.stringValue] ?? .null, at: SuperKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(members[key.stringValue] ?? .null, at: key)
    }
}

/// The elements of an array, in order.
private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ValueDecoder
    let items: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: ValueDecoder, items: [JSONValue]) {
        self.decoder = decoder
        self.items = items
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next<T>(_ type: T.Type) throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [IndexKey(currentIndex)],
                                                          debugDescription: "Unkeyed container is at end."))
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], at: IndexKey(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decode(type) }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next([String: Any].self).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next(JSONValue.self)
    }
}

extension JSONValue {
    /// What kind of JSON value this is, for error messages.
    var kindDescription: String {
        switch self {
        case .null: "a null value"
        case .bool: "a bool"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
