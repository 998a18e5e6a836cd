import Foundation

extension JSONValue {
    /// The value decoded as `Value`; a mismatch is ``BridgeError/Code/invalidArguments`` naming the bad field
    /// under `path`.
    func decode<Value: Decodable>(as _: Value.Type, at path: [BridgeError.PathComponent] = []) throws(BridgeError) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: Data(jsonText.utf8))
        } catch let error as DecodingError {
            throw BridgeError(.invalidArguments, error.summary, path: path + error.bridgePath)
        } catch {
            throw BridgeError(.invalidArguments, "\(error)", path: path)
        }
    }
}
