import Foundation

/// Decodes `Decodable` values from a ``JSONTape`` as `JSONDecoder` does from the same text: numbers into any
/// numeric type that holds them exactly, `URL` from a string, `Decimal` from a number, `Data` as ``DataReading``
/// says; a mismatch, a missing key or a number that does not fit is a `DecodingError` whose coding path names the
/// value. Of two members with the same key, the first counts.
struct TapeDecoder {
    /// How `Data` is read.
    enum DataReading {
        /// From a `{"$blob": token}` marker: the closure gives the bytes of a token, or `nil` for an unknown one.
        case blobs((String) -> Data?)
        /// From a base64 string.
        case base64
    }

    let dataReading: DataReading

    /// Decodes the value of `tape`'s first node as `Value`.
    func decode<Value: Decodable>(_: Value.Type, from tape: JSONTape) throws -> Value {
        try TapeSource(tape: tape, dataReading: dataReading).decode(Value.self, at: 0) { [] }
    }
}
