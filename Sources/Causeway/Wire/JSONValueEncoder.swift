import Foundation

/// Encodes an `Encodable` value straight into a ``JSONValue``, as `JSONEncoder` would into JSON text: `Data` as a
/// base64 string, `URL` as its string; a number that is not finite cannot be encoded.
struct JSONValueEncoder {
    func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let root = Node()
        try ValueEncoder(node: root, codingPath: []).encode(value)
        guard let json = root.json else {
            throw EncodingError.invalidValue(value, .init(codingPath: [],
                                                          debugDescription: "Top-level \(Value.self) did not encode any values."))
        }
        return json
    }
}

/// One value of the tree being built; containers hand out nodes for their members, filled in afterwards.
private final class Node {
    private var scalar: JSONValue?
    private var members: [String: Node]?
    private var items: [Node]?

    /// What was encoded here, or `nil` when nothing was.
    var json: JSONValue? {
        if let scalar { return scalar }
        if let members { return .object(members.mapValues { $0.json ?? .object([:]) }) }
        if let items { return .array(items.map { $0.json ?? .object([:]) }) }
        return nil
    }

    func set(_ value: JSONValue) {
        scalar = value
    }

    /// A new node for the member `key`, making this node an object.
    func member(_ key: String) -> Node {
        let node = Node()
        members = members ?? [:]
        members?[key] = node
        return node
    }

    /// A new node at the end, making this node an array.
    func appended() -> Node {
        let node = Node()
        items = items ?? []
        items?.append(node)
        return node
    }

    func becomeObject() {
        if members == nil { members = [:] }
    }

    func becomeArray() {
        if items == nil { items = [] }
    }

    var count: Int { items?.count ?? 0 }
}

/// Encodes one value into `node`, at `codingPath`.
private struct ValueEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func child(_ node: Node, at key: any CodingKey) -> ValueEncoder {
        ValueEncoder(node: node, codingPath: codingPath + [key])
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension ValueEncoder: SingleValueEncodingContainer {
    func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let value as JSONValue: node.set(value)
        case let value as Data: node.set(.string(value.base64EncodedString()))
        case let value as URL: node.set(.string(value.absoluteString))
        case let value as Decimal: node.set(.number(Double(value.description) ?? 0))
        default: try value.encode(to: self)
        }
    }

    func encodeNil() { node.set(.null) }
    func encode(_ value: Bool) { node.set(.bool(value)) }
    func encode(_ value: String) { node.set(.string(value)) }
    func encode(_ value: Double) throws { node.set(.number(try finite(value, value.isFinite))) }
    func encode(_ value: Float) throws { node.set(.number(try finite(Double(value), value.isFinite))) }
    func encode(_ value: Int) { node.set(.number(Double(value))) }
    func encode(_ value: Int8) { node.set(.number(Double(value))) }
    func encode(_ value: Int16) { node.set(.number(Double(value))) }
    func encode(_ value: Int32) { node.set(.number(Double(value))) }
    func encode(_ value: Int64) { node.set(.number(Double(value))) }
    func encode(_ value: UInt) { node.set(.number(Double(value))) }
    func encode(_ value: UInt8) { node.set(.number(Double(value))) }
    func encode(_ value: UInt16) { node.set(.number(Double(value))) }
    func encode(_ value: UInt32) { node.set(.number(Double(value))) }
    func encode(_ value: UInt64) { node.set(.number(Double(value))) }

    private func finite(_ value: Double, _ isFinite: Bool) throws -> Double {
        guard isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath,
                                                          debugDescription: "Unable to encode \(value) directly in JSON."))
        }
        return value
    }
}

/// The members of an object, by key.
private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func child(_ key: Key) -> ValueEncoder {
        encoder.child(encoder.node.member(key.stringValue), at: key)
    }

    mutating func encodeNil(forKey key: Key) { child(key).encodeNil() }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try child(key).encode(value) }
    mutating func encode(_ value: Bool, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: String, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try child(key).encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try child(key).encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) { child(key).encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) { child(key).encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        child(key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        child(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.child(encoder.node.member(SuperKey.super.stringValue), at: SuperKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { child(key) }
}

/// The elements of an array, in order.
private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.count }

    private func next() -> ValueEncoder {
        let index = count
        return encoder.child(encoder.node.appended(), at: IndexKey(index))
    }

    mutating func encodeNil() { next().encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws { try next().encode(value) }
    mutating func encode(_ value: Bool) { next().encode(value) }
    mutating func encode(_ value: String) { next().encode(value) }
    mutating func encode(_ value: Double) throws { try next().encode(value) }
    mutating func encode(_ value: Float) throws { try next().encode(value) }
    mutating func encode(_ value: Int) { next().encode(value) }
    mutating func encode(_ value: Int8) { next().encode(value) }
    mutating func encode(_ value: Int16) { next().encode(value) }
    mutating func encode(_ value: Int32) { next().encode(value) }
    mutating func encode(_ value: Int64) { next().encode(value) }
    mutating func encode(_ value: UInt) { next().encode(value) }
    mutating func encode(_ value: UInt8) { next().encode(value) }
    mutating func encode(_ value: UInt16) { next().encode(value) }
    mutating func encode(_ value: UInt32) { next().encode(value) }
    mutating func encode(_ value: UInt64) { next().encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { next() }
}
