/// A payload encoded as JSON text, with the tokens of the blobs its `{"$blob": …}` markers refer to.
struct EncodedValue: Sendable {
    let json: String
    let blobs: [String]

    static let null = EncodedValue(json: "null", blobs: [])

    /// The members of a message that carries this value: `members`, then `blobs` when the value has any.
    func withBlobs(_ members: [(String, String)]) -> [(String, String)] {
        guard !blobs.isEmpty else { return members }
        return members + [("blobs", JSONValue.array(blobs.map(JSONValue.string)).jsonText)]
    }
}
