import Foundation

/// The tape being decoded and how its `Data` is read, shared by every decoder and container of one decode. Reads
/// each kind of value at a node, naming the value's coding path (asked for only when a read fails).
final class TapeSource {
    let tape: JSONTape
    let dataReading: TapeDecoder.DataReading

    init(tape: JSONTape, dataReading: TapeDecoder.DataReading) {
        self.tape = tape
        self.dataReading = dataReading
    }

    func kind(_ node: Int) -> JSONTape.Kind { tape.nodes[node].kind }

    /// The value at `node` as `Value`: the common scalars read straight from the tape, other values through a
    /// decoder at the node.
    func decode<Value: Decodable>(_: Value.Type, at node: Int, path: () -> [any CodingKey]) throws -> Value {
        if Value.self == Int.self { return unsafeBitCast(try integer(Int.self, at: node, path: path), to: Value.self) }
        if Value.self == String.self { return unsafeBitCast(try string(at: node, path: path), to: Value.self) }
        if Value.self == Bool.self { return unsafeBitCast(try bool(at: node, path: path), to: Value.self) }
        if Value.self == Double.self { return unsafeBitCast(try double(at: node, path: path), to: Value.self) }
        return try TapeValueDecoder(source: self, node: node, codingPath: path()).decodeValue(Value.self)
    }

    /// The error for a value at `node` that is not a `type`: `valueNotFound` for a null, `typeMismatch` otherwise.
    func mismatch(_ type: Any.Type, at node: Int, path: () -> [any CodingKey]) -> DecodingError {
        let found: String
        switch kind(node) {
        case .null:
            return .valueNotFound(type, .init(codingPath: path(), debugDescription:
                "Cannot get value of type \(type) -- found null value instead"))
        case .true, .false: found = "a bool"
        case .number: found = "a number"
        case .string, .escapedString: found = "a string"
        case .array: found = "an array"
        case .object: found = "a dictionary"
        }
        return .typeMismatch(type, .init(codingPath: path(), debugDescription:
            "Expected to decode \(type) but found \(found) instead."))
    }

    func corrupted(_ description: String, path: () -> [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path(), debugDescription: description))
    }

    func bool(at node: Int, path: () -> [any CodingKey]) throws -> Bool {
        switch kind(node) {
        case .true: true
        case .false: false
        default: throw mismatch(Bool.self, at: node, path: path)
        }
    }

    func string(at node: Int, path: () -> [any CodingKey]) throws -> String {
        guard kind(node) == .string || kind(node) == .escapedString else {
            throw mismatch(String.self, at: node, path: path)
        }
        do {
            return try tape.string(at: node)
        } catch {
            throw corrupted(error.reason, path: path)
        }
    }

    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, at node: Int,
                                             path: () -> [any CodingKey]) throws -> Integer
    {
        guard kind(node) == .number else { throw mismatch(type, at: node, path: path) }
        guard let value = tape.integer(at: node, as: type) else {
            throw corrupted("Parsed JSON number <\(tape.numberText(at: node))> does not fit in \(type).", path: path)
        }
        return value
    }

    func double(at node: Int, path: () -> [any CodingKey]) throws -> Double {
        guard kind(node) == .number else { throw mismatch(Double.self, at: node, path: path) }
        guard let value = tape.double(at: node) else {
            throw corrupted("Parsed JSON number <\(tape.numberText(at: node))> does not fit in Double.", path: path)
        }
        return value
    }

    func float(at node: Int, path: () -> [any CodingKey]) throws -> Float {
        guard kind(node) == .number else { throw mismatch(Float.self, at: node, path: path) }
        // Read from the text itself: a float rounded from the double nearest the text can be off by one.
        guard let value = Float(tape.numberText(at: node)), value.isFinite,
              value != 0 || !tape.hasNonZeroDigit(at: node)
        else {
            throw corrupted("Parsed JSON number <\(tape.numberText(at: node))> does not fit in Float.", path: path)
        }
        return value
    }

    /// The value at `node` as a ``JSONValue``.
    func jsonValue(at node: Int, path: () -> [any CodingKey]) throws -> JSONValue {
        switch kind(node) {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(try double(at: node, path: path))
        case .string, .escapedString: return .string(try string(at: node, path: path))
        case .array:
            var items: [JSONValue] = []
            var child = node + 1
            for index in 0..<Int(tape.nodes[node].first) {
                items.append(try jsonValue(at: child) { path() + [IndexKey(index)] })
                child = tape.next(after: child)
            }
            return .array(items)
        case .object:
            var members: [String: JSONValue] = [:]
            var key = node + 1
            for _ in 0..<Int(tape.nodes[node].first) {
                let name = try string(at: key, path: path)
                if members[name] == nil {
                    members[name] = try jsonValue(at: key + 1) { path() + [AnyKey(stringValue: name)] }
                }
                key = tape.next(after: key + 1)
            }
            return .object(members)
        }
    }
}
