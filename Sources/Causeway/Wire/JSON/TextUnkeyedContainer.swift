/// The elements of an array, in order.
struct TextUnkeyedContainer: UnkeyedEncodingContainer {
    let context: EncodingContext
    let storage: EncodedJSON.ArrayStorage
    let codingPath: [any CodingKey]

    var count: Int { storage.items.count }

    private var nextPath: [any CodingKey] { codingPath + [IndexKey(count)] }

    private func put(_ value: EncodedJSON) {
        storage.items.append(value)
    }

    mutating func encodeNil() { put(.null) }
    mutating func encode<T: Encodable>(_ value: T) throws { put(try context.encode(value, path: nextPath)) }
    mutating func encode(_ value: Bool) { put(.bool(value)) }
    mutating func encode(_ value: String) { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(try context.double(value, path: nextPath)) }
    mutating func encode(_ value: Float) throws { put(try context.float(value, path: nextPath)) }
    mutating func encode(_ value: Int) { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) { put(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) { put(.integer(value)) }
    mutating func encode(_ value: UInt) { put(.unsignedInteger(UInt64(value))) }
    mutating func encode(_ value: UInt8) { put(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) { put(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) { put(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) { put(.unsignedInteger(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedJSON.ObjectStorage()
        let path = nextPath
        put(.object(nested))
        return KeyedEncodingContainer(TextKeyedContainer<NestedKey>(context: context, storage: nested,
                                                                    codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedJSON.ArrayStorage()
        let path = nextPath
        put(.array(nested))
        return TextUnkeyedContainer(context: context, storage: nested, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = TextValueEncoder(context: context, codingPath: nextPath)
        put(.encoder(encoder))
        return encoder
    }
}
