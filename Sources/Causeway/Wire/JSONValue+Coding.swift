import Foundation

extension JSONValue {
    /// `value` as a JSON value; a value JSON cannot hold (a number that is not finite) is
    /// ``BridgeError/Code/invalidArguments``.
    init(encoding value: some Encodable) throws(BridgeError) {
        do {
            self = try JSONValueEncoder().encode(value)
        } catch {
            throw BridgeError(.invalidArguments, "The value cannot be encoded as JSON: \(error)")
        }
    }

    /// The value decoded as `Value` and checked against its ``Bounded`` limits; a mismatch or a field past its limit
    /// is ``BridgeError/Code/invalidArguments`` naming the bad field under `path`.
    func decode<Value: Decodable>(as _: Value.Type, at path: [BridgeError.PathComponent] = []) throws(BridgeError) -> Value {
        let value: Value
        do {
            value = try JSONValueDecoder().decode(Value.self, from: self)
        } catch let error as DecodingError {
            throw BridgeError(.invalidArguments, error.summary, path: path + error.bridgePath)
        } catch {
            throw BridgeError(.invalidArguments, "\(error)", path: path)
        }
        try Bounds.check(value, at: path)
        return value
    }
}
