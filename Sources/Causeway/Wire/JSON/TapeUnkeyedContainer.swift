/// The elements of an array, in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: TapeValueDecoder
    let count: Int?
    private(set) var currentIndex = 0
    /// The node of the element at `currentIndex`.
    private var element: Int

    init(decoder: TapeValueDecoder) {
        self.decoder = decoder
        count = Int(decoder.source.tape.nodes[decoder.node].first)
        element = decoder.node + 1
    }

    private var source: TapeSource { decoder.source }
    var codingPath: [any CodingKey] { decoder.codingPath }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// Hands `read` the next element's node and coding path, and moves past the element when `read` returns; at the
    /// end, `valueNotFound` for a `type`.
    private mutating func next<T>(_ type: Any.Type, _ read: (Int, () -> [any CodingKey]) throws -> T) throws -> T {
        let index = currentIndex
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [IndexKey(index)],
                                                          debugDescription: "Unkeyed container is at end."))
        }
        // Past the element only once it is read, as JSONDecoder does: a caller may try another type.
        let value = try read(element) { [codingPath] in codingPath + [IndexKey(index)] }
        element = source.tape.next(after: element)
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard isAtEnd || source.kind(element) == .null else { return false }
        return try next(Any?.self) { _, _ in true }
    }

    mutating func decode<T: Decodable>(_: T.Type) throws -> T {
        try next(T.self) { [source] in try source.decode(T.self, at: $0, path: $1) }
    }
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        try next(type) { [source] in try source.bool(at: $0, path: $1) }
    }
    mutating func decode(_ type: String.Type) throws -> String {
        try next(type) { [source] in try source.string(at: $0, path: $1) }
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        try next(type) { [source] in try source.double(at: $0, path: $1) }
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        try next(type) { [source] in try source.float(at: $0, path: $1) }
    }
    mutating func decode(_: Int.Type) throws -> Int {
        try next(Int.self) { [source] in try source.integer(Int.self, at: $0, path: $1) }
    }
    mutating func decode(_: Int8.Type) throws -> Int8 {
        try next(Int8.self) { [source] in try source.integer(Int8.self, at: $0, path: $1) }
    }
    mutating func decode(_: Int16.Type) throws -> Int16 {
        try next(Int16.self) { [source] in try source.integer(Int16.self, at: $0, path: $1) }
    }
    mutating func decode(_: Int32.Type) throws -> Int32 {
        try next(Int32.self) { [source] in try source.integer(Int32.self, at: $0, path: $1) }
    }
    mutating func decode(_: Int64.Type) throws -> Int64 {
        try next(Int64.self) { [source] in try source.integer(Int64.self, at: $0, path: $1) }
    }
    mutating func decode(_: UInt.Type) throws -> UInt {
        try next(UInt.self) { [source] in try source.integer(UInt.self, at: $0, path: $1) }
    }
    mutating func decode(_: UInt8.Type) throws -> UInt8 {
        try next(UInt8.self) { [source] in try source.integer(UInt8.self, at: $0, path: $1) }
    }
    mutating func decode(_: UInt16.Type) throws -> UInt16 {
        try next(UInt16.self) { [source] in try source.integer(UInt16.self, at: $0, path: $1) }
    }
    mutating func decode(_: UInt32.Type) throws -> UInt32 {
        try next(UInt32.self) { [source] in try source.integer(UInt32.self, at: $0, path: $1) }
    }
    mutating func decode(_: UInt64.Type) throws -> UInt64 {
        try next(UInt64.self) { [source] in try source.integer(UInt64.self, at: $0, path: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next([String: Any].self) { [decoder] node, path in
            try decoder.child(node, path: path()).container(keyedBy: type)
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self) { [decoder] node, path in try decoder.child(node, path: path()).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next(Any.self) { [decoder] node, path in decoder.child(node, path: path()) }
    }
}
