/// A value as it will be written: scalars as they are, arrays and objects in storage that nested containers keep
/// filling after they were handed out.
enum EncodedJSON {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsignedInteger(UInt64)
    case double(Double)
    case float(Float)
    /// A number's text, written as it is.
    case numberText(String)
    case string(String)
    case blob(String)
    case json(JSONValue)
    case array(ArrayStorage)
    case object(ObjectStorage)
    /// What an encoder handed out for a superclass holds when the text is written; an empty object if nothing.
    case encoder(TextValueEncoder)

    /// Elements being encoded.
    final class ArrayStorage {
        var items: [EncodedJSON] = []
    }

    /// Members being encoded, in order.
    final class ObjectStorage {
        var members: [(key: String, value: EncodedJSON)] = []
    }
}
