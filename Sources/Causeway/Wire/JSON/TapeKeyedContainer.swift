/// The members of an object. A small object is searched member by member; a larger one is indexed by key once.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: TapeObject

    init(decoder: TapeValueDecoder) throws {
        object = try TapeObject(decoder: decoder)
    }

    private var decoder: TapeValueDecoder { object.decoder }
    private var source: TapeSource { decoder.source }
    var codingPath: [any CodingKey] { decoder.codingPath }

    var allKeys: [Key] {
        var keys: [Key] = []
        for name in object.keyNames() {
            if let key = Key(stringValue: name) { keys.append(key) }
        }
        return keys
    }

    /// The value node of `key`, or `nil` when the object has no such member.
    private func valueNode(_ key: Key) -> Int? { object.valueNode(named: key.stringValue) }

    func contains(_ key: Key) -> Bool { valueNode(key) != nil }

    private func node(_ key: Key) throws -> Int {
        guard let node = valueNode(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription:
                "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return node
    }

    /// Hands `read` the value node of `key` and its coding path.
    private func read<T>(_ key: Key, _ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T {
        try read(try node(key)) { codingPath + [key] }
    }

    func decodeNil(forKey key: Key) throws -> Bool { source.kind(try node(key)) == .null }
    func decode<T: Decodable>(_: T.Type, forKey key: Key) throws -> T {
        try read(key) { try source.decode(T.self, at: $0, path: $1) }
    }
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try read(key) { try source.bool(at: $0, path: $1) } }
    func decode(_: String.Type, forKey key: Key) throws -> String {
        try read(key) { try source.string(at: $0, path: $1) }
    }
    func decode(_: Double.Type, forKey key: Key) throws -> Double {
        try read(key) { try source.double(at: $0, path: $1) }
    }
    func decode(_: Float.Type, forKey key: Key) throws -> Float { try read(key) { try source.float(at: $0, path: $1) } }
    func decode(_: Int.Type, forKey key: Key) throws -> Int {
        try read(key) { try source.integer(Int.self, at: $0, path: $1) }
    }
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 {
        try read(key) { try source.integer(Int8.self, at: $0, path: $1) }
    }
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 {
        try read(key) { try source.integer(Int16.self, at: $0, path: $1) }
    }
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 {
        try read(key) { try source.integer(Int32.self, at: $0, path: $1) }
    }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 {
        try read(key) { try source.integer(Int64.self, at: $0, path: $1) }
    }
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt {
        try read(key) { try source.integer(UInt.self, at: $0, path: $1) }
    }
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try read(key) { try source.integer(UInt8.self, at: $0, path: $1) }
    }
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try read(key) { try source.integer(UInt16.self, at: $0, path: $1) }
    }
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try read(key) { try source.integer(UInt32.self, at: $0, path: $1) }
    }
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try read(key) { try source.integer(UInt64.self, at: $0, path: $1) }
    }

    /// Like ``read(_:_:)``, but `nil` when the object has no member `key` or it is null.
    private func readIfPresent<T>(_ key: Key, _ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T? {
        guard let node = valueNode(key), source.kind(node) != .null else { return nil }
        return try read(node) { codingPath + [key] }
    }

    func decodeIfPresent<T: Decodable>(_: T.Type, forKey key: Key) throws -> T? {
        try readIfPresent(key) { try source.decode(T.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? {
        try readIfPresent(key) { try source.bool(at: $0, path: $1) }
    }
    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? {
        try readIfPresent(key) { try source.string(at: $0, path: $1) }
    }
    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? {
        try readIfPresent(key) { try source.double(at: $0, path: $1) }
    }
    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? {
        try readIfPresent(key) { try source.float(at: $0, path: $1) }
    }
    func decodeIfPresent(_: Int.Type, forKey key: Key) throws -> Int? {
        try readIfPresent(key) { try source.integer(Int.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: Int8.Type, forKey key: Key) throws -> Int8? {
        try readIfPresent(key) { try source.integer(Int8.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: Int16.Type, forKey key: Key) throws -> Int16? {
        try readIfPresent(key) { try source.integer(Int16.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: Int32.Type, forKey key: Key) throws -> Int32? {
        try readIfPresent(key) { try source.integer(Int32.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: Int64.Type, forKey key: Key) throws -> Int64? {
        try readIfPresent(key) { try source.integer(Int64.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: UInt.Type, forKey key: Key) throws -> UInt? {
        try readIfPresent(key) { try source.integer(UInt.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try readIfPresent(key) { try source.integer(UInt8.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try readIfPresent(key) { try source.integer(UInt16.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try readIfPresent(key) { try source.integer(UInt32.self, at: $0, path: $1) }
    }
    func decodeIfPresent(_: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try readIfPresent(key) { try source.integer(UInt64.self, at: $0, path: $1) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder.child(try node(key), at: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder.child(try node(key), at: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(object.valueNode(named: SuperKey.super.stringValue) ?? source.tape.missing, at: SuperKey.super)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(valueNode(key) ?? source.tape.missing, at: key)
    }
}
