import Foundation

/// Encodes `Encodable` values as JSON text, as `JSONEncoder` with `.withoutEscapingSlashes` does (but a whole
/// `Double` or `Float` below 2^64 as its exact digits, see ``JSONTextWriter``): `URL` as its string, `Decimal` as a
/// number, `Data` as ``DataWriting`` says, and a number that is not finite refused. Keys keep the order they were
/// encoded in; a key encoded twice into one object is written twice (`JSON.parse` keeps
/// the last, as `JSONEncoder` does). The text is written by ``JSONTextWriter``, which bounds its depth and size.
struct JSONTextEncoder {
    /// How `Data` is written.
    enum DataWriting {
        /// As a `{"$blob": token}` marker, the closure keeping the bytes and giving their token, or throwing when it
        /// may not keep them.
        case blobs((Data) throws -> String)
        /// As a base64 string.
        case base64
    }

    let dataWriting: DataWriting

    /// The value as written JSON, with the tokens of its blobs in the order they were written.
    func encode<Value: Encodable>(_ value: Value) throws -> (value: EncodedJSON, blobs: [String]) {
        let context = EncodingContext(dataWriting: dataWriting)
        let encoded = try context.encode(value, path: [], isTopLevel: true)
        return (encoded, context.blobs)
    }
}
