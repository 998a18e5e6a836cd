import CausewayContract
import Foundation

/// The decoder ``ShapeRecorder`` hands to a type's `init(from:)`: it notes what is asked for and answers with
/// placeholders.
final class RecordingDecoder: Decoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    private let recorder: ShapeRecorder
    private var fields: [ObjectShape.Field] = []
    private var usedKeyed = false
    private var recordValue: TypeShape?
    private var element: TypeShape?
    private var usedUnkeyed = false
    private var single: TypeShape?
    private var nilChecked = false

    init(recorder: ShapeRecorder) {
        self.recorder = recorder
    }

    /// What the decoding showed: a named object (remembered by the recorder), a record, an array or one value.
    func shape(named name: String) -> TypeShape {
        if let recordValue { return .record(recordValue) }
        if usedKeyed {
            recorder.remember(ObjectShape(name: name, fields: fields))
            return .named(name)
        }
        if usedUnkeyed { return .array(element ?? .unknown) }
        if let single { return nilChecked ? .optional(single) : single }
        return .unknown
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedDecodingContainer<Key> {
        usedKeyed = true
        return KeyedDecodingContainer(Keyed<Key>(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer {
        usedUnkeyed = true
        return Unkeyed(decoder: self)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer {
        Single(decoder: self)
    }

    /// Describes `type`, returning its placeholder or throwing when none can be made.
    fileprivate func placeholder<Value: Decodable>(_ type: Value.Type, noting note: (TypeShape) -> Void) throws -> Value {
        let (shape, value) = recorder.describe(type)
        note(shape)
        guard let value else {
            throw DecodingError.valueNotFound(type, .init(codingPath: [], debugDescription: "No placeholder"))
        }
        return value
    }

    fileprivate func noteField(_ name: String, _ shape: TypeShape, optional: Bool) {
        if name == Keyed<AnyKey>.recordKey {
            recordValue = shape
        } else if !fields.contains(where: { $0.name == name }) {
            fields.append(ObjectShape.Field(name: name, shape: shape, isOptional: optional))
        }
    }

    fileprivate func noteElement(_ shape: TypeShape) { element = element ?? shape }
    fileprivate func noteSingle(_ shape: TypeShape) { single = shape }
    fileprivate func noteNilCheck() { nilChecked = true }

    /// A keyed container: each key asked for is a field, optional when its nil-ness was checked first (as
    /// `decodeIfPresent` does). Asking for all keys means a dictionary: one pretend key stands for every key.
    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        static var recordKey: String { "*" }
        let decoder: RecordingDecoder
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { Key(stringValue: Self.recordKey).map { [$0] } ?? [] }
        private let nilChecked = NilChecks()

        init(decoder: RecordingDecoder) {
            self.decoder = decoder
        }

        func contains(_ key: Key) -> Bool { true }

        func decodeNil(forKey key: Key) -> Bool {
            nilChecked.keys.insert(key.stringValue)
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            let optional = nilChecked.keys.contains(key.stringValue)
            return try decoder.placeholder(type) { decoder.noteField(key.stringValue, $0, optional: optional) }
        }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            _ = try? decoder.placeholder(type) { decoder.noteField(key.stringValue, $0, optional: true) }
            return nil
        }

        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }

        private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
            try decode(type, forKey: key)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
            -> KeyedDecodingContainer<NestedKey>
        {
            let nested = RecordingDecoder(recorder: decoder.recorder)
            defer { decoder.noteField(key.stringValue, nested.shape(named: key.stringValue.capitalized), optional: false) }
            return nested.container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
            let nested = RecordingDecoder(recorder: decoder.recorder)
            defer { decoder.noteField(key.stringValue, .array(.unknown), optional: false) }
            return nested.unkeyedContainer()
        }

        func superDecoder() -> any Decoder { decoder }
        func superDecoder(forKey key: Key) -> any Decoder { decoder }
    }

    /// The keys whose nil-ness a keyed container was asked about.
    private final class NilChecks {
        var keys: Set<String> = []
    }

    /// An unkeyed container that holds one element, so the element type is seen once.
    private struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: RecordingDecoder
        var codingPath: [any CodingKey] { [] }
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= 1 }

        init(decoder: RecordingDecoder) {
            self.decoder = decoder
        }

        mutating func decodeNil() -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            return try decoder.placeholder(type) { decoder.noteElement($0) }
        }

        mutating func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
        mutating func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try decodeValue(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try decodeValue(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try decodeValue(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try decodeValue(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try decodeValue(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try decodeValue(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try decodeValue(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeValue(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeValue(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeValue(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeValue(type) }

        private mutating func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
            try decode(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedDecodingContainer<NestedKey> {
            currentIndex += 1
            return RecordingDecoder(recorder: decoder.recorder).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return RecordingDecoder(recorder: decoder.recorder).unkeyedContainer()
        }

        mutating func superDecoder() -> any Decoder { decoder }
    }

    /// A single-value container: the value's type is the shape; a nil check first makes it optional.
    private struct Single: SingleValueDecodingContainer {
        let decoder: RecordingDecoder
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool {
            decoder.noteNilCheck()
            return false
        }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try decoder.placeholder(type) { decoder.noteSingle($0) }
        }

        func decode(_ type: Bool.Type) throws -> Bool { try decodeValue(type) }
        func decode(_ type: String.Type) throws -> String { try decodeValue(type) }
        func decode(_ type: Double.Type) throws -> Double { try decodeValue(type) }
        func decode(_ type: Float.Type) throws -> Float { try decodeValue(type) }
        func decode(_ type: Int.Type) throws -> Int { try decodeValue(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decodeValue(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decodeValue(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decodeValue(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decodeValue(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decodeValue(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeValue(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeValue(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeValue(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeValue(type) }

        private func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
            try decode(type)
        }
    }
}
