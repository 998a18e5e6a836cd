/// A payload encoded as JSON text, with the tokens of the blobs its `{"$blob": …}` markers refer to.
struct EncodedValue: Sendable {
    let json: String
    let blobs: [String]

    static let null = EncodedValue(json: "null", blobs: [])

    /// The `blobs` member of the message that carries this value, or nothing when it has no blobs.
    var blobMember: [(String, String)] {
        blobs.isEmpty ? [] : [("blobs", JSONValue.array(blobs.map(JSONValue.string)).jsonText)]
    }
}
