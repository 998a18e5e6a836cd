import Foundation

extension JSONValue {
    /// `value` as a JSON value; a value JSON cannot hold (a number that is not finite) is
    /// ``BridgeError/Code/invalidArguments``.
    init(encoding value: some Encodable) throws(BridgeError) {
        do {
            let encoded = try JSONTextEncoder(dataWriting: .base64).encode(value).value
            let tape = try JSONTape(JSONTextWriter.bytes(of: encoded, maxDepth: JSONTape.maxDepth, maxBytes: .max))
            self = try TapeDecoder(dataReading: .base64).decode(JSONValue.self, from: tape)
        } catch {
            throw BridgeError(.invalidArguments, "The value cannot be encoded as JSON: \(error)")
        }
    }

    /// The value decoded as `Value` and checked against its ``Bounded`` limits; a mismatch or a field past its limit
    /// is ``BridgeError/Code/invalidArguments`` naming the bad field under `path`. `Data` is read from a base64
    /// string.
    func decode<Value: Decodable>(as _: Value.Type, at path: [BridgeError.PathComponent] = []) throws(BridgeError) -> Value {
        let value: Value
        do {
            let tape = try JSONTape(JSONTextWriter.bytes(of: .json(self), maxDepth: JSONTape.maxDepth, maxBytes: .max))
            value = try TapeDecoder(dataReading: .base64).decode(Value.self, from: tape)
        } catch let error as DecodingError {
            throw BridgeError(.invalidArguments, error.summary, path: path + error.bridgePath)
        } catch {
            throw BridgeError(.invalidArguments, "The value cannot be read: \(error)", path: path)
        }
        try Bounds.check(value, at: path)
        return value
    }
}
