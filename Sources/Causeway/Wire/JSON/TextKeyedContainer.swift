/// The members of an object, in order.
struct TextKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let context: EncodingContext
    let storage: EncodedJSON.ObjectStorage
    let codingPath: [any CodingKey]

    private func put(_ value: EncodedJSON, _ key: Key) {
        storage.members.append((key.stringValue, value))
    }

    mutating func encodeNil(forKey key: Key) { put(.null, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        put(try context.encode(value, path: codingPath + [key]), key)
    }
    mutating func encode(_ value: Bool, forKey key: Key) { put(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        put(try context.double(value, path: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        put(try context.float(value, path: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { put(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) { put(.unsignedInteger(UInt64(value)), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { put(.integer(Int64(value)), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { put(.unsignedInteger(value), key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = EncodedJSON.ObjectStorage()
        put(.object(nested), key)
        return KeyedEncodingContainer(TextKeyedContainer<NestedKey>(context: context, storage: nested,
                                                                    codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodedJSON.ArrayStorage()
        put(.array(nested), key)
        return TextUnkeyedContainer(context: context, storage: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = TextValueEncoder(context: context, codingPath: codingPath + [SuperKey.super])
        storage.members.append((SuperKey.super.stringValue, .encoder(encoder)))
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let encoder = TextValueEncoder(context: context, codingPath: codingPath + [key])
        put(.encoder(encoder), key)
        return encoder
    }
}
