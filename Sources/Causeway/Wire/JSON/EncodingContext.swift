import Foundation

/// What one encoding shares: how `Data` is written and the tokens of the blobs written so far.
final class EncodingContext {
    let dataWriting: JSONTextEncoder.DataWriting
    private(set) var blobs: [String] = []

    init(dataWriting: JSONTextEncoder.DataWriting) {
        self.dataWriting = dataWriting
    }

    /// `value` as written JSON: the common scalars and the types `JSONEncoder` writes in its own way directly,
    /// anything else by its `encode(to:)`.
    func encode<Value: Encodable>(_ value: Value, path: @autoclosure () -> [any CodingKey],
                                  isTopLevel: Bool = false) throws -> EncodedJSON
    {
        if Value.self == Int.self { return .integer(Int64(unsafeBitCast(value, to: Int.self))) }
        if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if Value.self == Double.self { return try double(unsafeBitCast(value, to: Double.self), path: path()) }
        // Comparing types costs a pointer comparison, where a cast to each would look the type up.
        if Value.self == JSONValue.self { return .json(value as! JSONValue) }
        if Value.self == Data.self { return try write(value as! Data) }
        if Value.self == URL.self { return .string((value as! URL).absoluteString) }
        if Value.self == Decimal.self {
            let decimal = value as! Decimal
            guard !decimal.isNaN else { throw notFinite(decimal, path: path()) }
            return .numberText(decimal.description)
        }
        let encoder = TextValueEncoder(context: self, codingPath: path())
        try value.encode(to: encoder)
        if let content = encoder.content { return content }
        guard !isTopLevel else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription:
                "Top-level \(Value.self) did not encode any values."))
        }
        return .object(EncodedJSON.ObjectStorage())
    }

    func double(_ value: Double, path: @autoclosure () -> [any CodingKey]) throws -> EncodedJSON {
        guard value.isFinite else { throw notFinite(value, path: path()) }
        return .double(value)
    }

    func float(_ value: Float, path: @autoclosure () -> [any CodingKey]) throws -> EncodedJSON {
        guard value.isFinite else { throw notFinite(value, path: path()) }
        return .float(value)
    }

    private func notFinite<Value>(_ value: Value, path: [any CodingKey]) -> EncodingError {
        .invalidValue(value, .init(codingPath: path, debugDescription:
            "Unable to encode \(Value.self).\(value) directly in JSON."))
    }

    private func write(_ data: Data) throws -> EncodedJSON {
        switch dataWriting {
        case .base64:
            return .string(data.base64EncodedString())
        case .blobs(let keep):
            let token = try keep(data)
            blobs.append(token)
            return .blob(token)
        }
    }
}
