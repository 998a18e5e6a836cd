import Foundation

/// A JSON text read once into a flat list of its values in document order ("tape"): each value knows where its
/// text lies, and an array or object how many values it holds and where the value after it starts. A decoder walks
/// the list instead of the text, and reads a string or a number only when it is asked for that one.
///
/// Reading checks the text as `JSONDecoder` does: one value, brackets that match, commas and colons in place (a
/// trailing comma passes, as there), literals spelled right, strings closed with valid escapes and no control
/// characters, numbers as JSON spells them, at most ``maxDepth`` levels of nesting, nothing after the end.
struct JSONTape: Sendable {
    /// How deeply arrays and objects may nest (`JSONDecoder`'s limit).
    static let maxDepth = 512

    /// What a value is.
    enum Kind: UInt8, Sendable {
        case null, `false`, `true`, number, string, escapedString, array, object
    }

    /// One value. A string's `first..<second` are its bytes between the quotes, a number's its bytes; an array or
    /// object holds `first` values (an object's are its members, each a key and a value) and the value after it
    /// is node `second`.
    struct Node: Sendable {
        let kind: Kind
        var first: Int32
        var second: Int32
    }

    /// Why a text could not be read.
    struct Failure: Error, Equatable {
        let reason: String
    }

    /// The text.
    let bytes: [UInt8]
    /// The values, the document's own first; after them one more, a `null` that stands for a missing value.
    let nodes: [Node]

    /// Reads the text at `range` of `bytes` (all of them when `nil`), which must hold exactly one JSON value. The
    /// tape keeps `bytes` as they are, without copying them.
    init(_ bytes: [UInt8], in range: Range<Int>? = nil) throws(Failure) {
        guard bytes.count < Int(Int32.max) else { throw Failure(reason: "The text is too large.") }
        precondition(range.map { $0.lowerBound >= 0 && $0.upperBound <= bytes.count } ?? true, "a range outside the bytes")
        var reader = Reader(range: range ?? 0..<bytes.count)
        try bytes.withUnsafeBufferPointer { buffer throws(Failure) in try reader.read(buffer) }
        reader.nodes.append(Node(kind: .null, first: 0, second: 0))
        self.bytes = bytes
        self.nodes = reader.nodes
    }

    /// The tape of `null`: what a missing value reads as.
    static let null = JSONTape(bytes: [], nodes: [Node(kind: .null, first: 0, second: 0),
                                                  Node(kind: .null, first: 0, second: 0)])

    private init(bytes: [UInt8], nodes: [Node]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The node that stands for a value that is not there, which reads as `null`.
    var missing: Int { nodes.count - 1 }

    /// The node after node `index` and everything inside it.
    func next(after index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .array || node.kind == .object ? Int(node.second) : index + 1
    }

    /// The string of a string node.
    func string(at index: Int) throws(JSONString.Invalid) -> String {
        let node = nodes[index]
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONString.Invalid) in
            try JSONString.read(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[Int(node.first)..<Int(node.second)])),
                                escaped: node.kind == .escapedString)
        }
    }

    /// Whether string node `index` is `text`, as strings compare (canonically equivalent text is equal).
    func string(at index: Int, equals text: String) -> Bool {
        let node = nodes[index]
        let count = Int(node.second - node.first)
        // A key equal to `text` takes at most 6 bytes of text for each of its own, which canonical equivalence keeps
        // within a few for each of `text`'s: a longer one is refused at once, not decoded at each lookup.
        guard count <= 64 * text.utf8.count + 64 else { return false }
        var text = text
        let isASCII = node.kind == .string && text.withUTF8 { JSONBytes.isASCII(UnsafeRawBufferPointer($0)) }
            && bytes.withUnsafeBytes {
                JSONBytes.isASCII(UnsafeRawBufferPointer(rebasing: $0[Int(node.first)..<Int(node.second)]))
            }
        // Escapes or text beyond ASCII: compared as strings (`"e\u0301"` is `"é"`).
        guard isASCII else { return (try? string(at: index)) == text }
        guard count == text.utf8.count else { return false }
        return text.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { buffer in
                let start = Int(node.first)
                guard Int(node.second) - start == utf8.count else { return false }
                return utf8.isEmpty || memcmp(buffer.baseAddress! + start, utf8.baseAddress!, utf8.count) == 0
            }
        }
    }
}
