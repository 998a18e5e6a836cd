import Foundation

/// Decodes the value at one node.
struct TapeValueDecoder: Decoder {
    let source: TapeSource
    let node: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The value as `Value`; the types `JSONDecoder` reads in its own way are read that way here.
    func decodeValue<Value: Decodable>(_: Value.Type) throws -> Value {
        if Value.self == Data.self { return try data() as! Value }
        if Value.self == URL.self {
            guard let url = URL(string: try source.string(at: node, path: { codingPath })) else {
                throw source.corrupted("Invalid URL string.", path: { codingPath })
            }
            return url as! Value
        }
        if Value.self == Decimal.self {
            guard source.kind(node) == .number else {
                throw source.mismatch(Decimal.self, at: node, path: { codingPath })
            }
            let text = source.tape.numberText(at: node)
            guard let decimal = Decimal(string: text, locale: nil), !decimal.isNaN else {
                throw source.corrupted("Parsed JSON number <\(text)> does not fit in Decimal.", path: { codingPath })
            }
            return decimal as! Value
        }
        if Value.self == JSONValue.self { return try source.jsonValue(at: node, path: { codingPath }) as! Value }
        return try Value(from: self)
    }

    private func data() throws -> Data {
        switch source.dataReading {
        case .base64:
            guard let data = Data(base64Encoded: try source.string(at: node, path: { codingPath })) else {
                throw source.corrupted("Encountered Data is not valid Base64.", path: { codingPath })
            }
            return data
        case .blobs(let bytes):
            let marker = try container(keyedBy: BlobMarkerKey.self)
            let token = try marker.decode(String.self, forKey: .blob)
            guard let data = bytes(token) else { throw source.corrupted("No blob with token \(token)", path: { codingPath }) }
            return data
        }
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard source.kind(node) == .object else {
            guard source.kind(node) != .null else { throw nullContainer("keyed decoding container") }
            throw source.mismatch([String: Any].self, at: node, path: { codingPath })
        }
        return KeyedDecodingContainer(try TapeKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard source.kind(node) == .array else {
            guard source.kind(node) != .null else { throw nullContainer("unkeyed decoding container") }
            throw source.mismatch([Any].self, at: node, path: { codingPath })
        }
        return TapeUnkeyedContainer(decoder: self)
    }

    private func nullContainer(_ what: String) -> DecodingError {
        .valueNotFound(JSONValue.self, .init(codingPath: codingPath, debugDescription:
            "Cannot get \(what) -- found null value instead"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// A decoder of node `child`, whose key is `key`.
    func child(_ child: Int, at key: any CodingKey) -> TapeValueDecoder {
        self.child(child, path: codingPath + [key])
    }

    /// A decoder of node `child`, whose coding path is `path`.
    func child(_ child: Int, path: [any CodingKey]) -> TapeValueDecoder {
        TapeValueDecoder(source: source, node: child, codingPath: path)
    }
}

extension TapeValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { source.kind(node) == .null }
    func decode<T: Decodable>(_: T.Type) throws -> T { try source.decode(T.self, at: node, path: { codingPath }) }
    func decode(_: Bool.Type) throws -> Bool { try source.bool(at: node, path: { codingPath }) }
    func decode(_: String.Type) throws -> String { try source.string(at: node, path: { codingPath }) }
    func decode(_: Double.Type) throws -> Double { try source.double(at: node, path: { codingPath }) }
    func decode(_: Float.Type) throws -> Float { try source.float(at: node, path: { codingPath }) }
    func decode(_ type: Int.Type) throws -> Int { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: Int8.Type) throws -> Int8 { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: Int16.Type) throws -> Int16 { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: Int32.Type) throws -> Int32 { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: Int64.Type) throws -> Int64 { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: UInt.Type) throws -> UInt { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try source.integer(type, at: node, path: { codingPath }) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try source.integer(type, at: node, path: { codingPath }) }
}

/// The one member of a `{"$blob": token}` marker.
private enum BlobMarkerKey: String, CodingKey {
    case blob = "$blob"
}
