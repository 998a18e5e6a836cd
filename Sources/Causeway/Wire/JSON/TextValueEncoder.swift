/// Encodes one value: what it encodes becomes its `content`.
final class TextValueEncoder: Encoder {
    let context: EncodingContext
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// What was encoded, or `nil` while nothing was.
    private(set) var content: EncodedJSON?

    init(context: EncodingContext, codingPath: [any CodingKey]) {
        self.context = context
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
        let storage: EncodedJSON.ObjectStorage
        if case .object(let existing)? = content {
            storage = existing
        } else {
            storage = EncodedJSON.ObjectStorage()
            content = .object(storage)
        }
        return KeyedEncodingContainer(TextKeyedContainer<Key>(context: context, storage: storage,
                                                              codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let storage: EncodedJSON.ArrayStorage
        if case .array(let existing)? = content {
            storage = existing
        } else {
            storage = EncodedJSON.ArrayStorage()
            content = .array(storage)
        }
        return TextUnkeyedContainer(context: context, storage: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }
}

extension TextValueEncoder: SingleValueEncodingContainer {
    func encodeNil() { content = .null }
    func encode<T: Encodable>(_ value: T) throws { content = try context.encode(value, path: codingPath) }
    func encode(_ value: Bool) { content = .bool(value) }
    func encode(_ value: String) { content = .string(value) }
    func encode(_ value: Double) throws { content = try context.double(value, path: codingPath) }
    func encode(_ value: Float) throws { content = try context.float(value, path: codingPath) }
    func encode(_ value: Int) { content = .integer(Int64(value)) }
    func encode(_ value: Int8) { content = .integer(Int64(value)) }
    func encode(_ value: Int16) { content = .integer(Int64(value)) }
    func encode(_ value: Int32) { content = .integer(Int64(value)) }
    func encode(_ value: Int64) { content = .integer(value) }
    func encode(_ value: UInt) { content = .unsignedInteger(UInt64(value)) }
    func encode(_ value: UInt8) { content = .integer(Int64(value)) }
    func encode(_ value: UInt16) { content = .integer(Int64(value)) }
    func encode(_ value: UInt32) { content = .integer(Int64(value)) }
    func encode(_ value: UInt64) { content = .unsignedInteger(value) }
}
