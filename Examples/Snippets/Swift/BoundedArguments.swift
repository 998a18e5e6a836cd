import Causeway

// snippet: bounded
struct Resize: Codable, Sendable, Bounded {
    var width: Double
    var tags: [String]

    func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.number(width, in: 0...10_000, at: "width")   // a finite number within the range
        try bounds.count(tags, atMost: 16, at: "tags")
        try bounds.each(tags, at: "tags") { try $0.length($1, atMost: 64) }
    }
}
// snippet: end

@MainActor
func registerResize(on bridge: Bridge, resize: @escaping @Sendable (Resize) -> Double) {
    // snippet: bounded-handler
    bridge.handle("view.resize") { (args: Resize) in resize(args) }   // never sees a width of 1e30 or 10,000 tags
    // snippet: end
}
