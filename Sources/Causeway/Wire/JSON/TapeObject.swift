/// An object's members, found by key: a small object is searched member by member, a larger one indexed once.
/// Not generic, so that its work is compiled once whatever the keys' type.
struct TapeObject {
    /// Objects with more members than this are indexed.
    private static let searchedMembers = 8

    let decoder: TapeValueDecoder
    private let count: Int
    /// The value node of each key, for a large object.
    private let index: [String: Int]?

    init(decoder: TapeValueDecoder) throws {
        self.decoder = decoder
        let tape = decoder.source.tape
        count = Int(tape.nodes[decoder.node].first)
        guard count > Self.searchedMembers else {
            index = nil
            return
        }
        var index: [String: Int] = [:]
        index.reserveCapacity(count)
        var key = decoder.node + 1
        for _ in 0..<count {
            let name = try decoder.source.string(at: key) { decoder.codingPath }
            if index[name] == nil { index[name] = key + 1 }
            key = tape.next(after: key + 1)
        }
        self.index = index
    }

    /// The keys, in order; a key that is not valid UTF-8 is left out.
    func keyNames() -> [String] {
        let tape = decoder.source.tape
        var names: [String] = []
        names.reserveCapacity(count)
        var key = decoder.node + 1
        for _ in 0..<count {
            if let name = try? tape.string(at: key) { names.append(name) }
            key = tape.next(after: key + 1)
        }
        return names
    }

    /// The value node of the member `name`, or `nil` when the object has none.
    func valueNode(named name: String) -> Int? {
        if let index { return index[name] }
        let tape = decoder.source.tape
        var key = decoder.node + 1
        for _ in 0..<count {
            if tape.string(at: key, equals: name) { return key + 1 }
            key = tape.next(after: key + 1)
        }
        return nil
    }
}
