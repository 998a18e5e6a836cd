import Causeway
import CausewayTesting
import Foundation
import Synchronization
import Testing

/// Arguments that declare their limits: the bridge refuses a value past them, with its path, before the handler runs;
/// an app's own plugin gets the same for nothing but the conformance.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BoundedArgumentsTests {
    struct Point: Codable, Sendable, Bounded {
        var x: Double

        func checkBounds(_ bounds: Bounds) throws(BridgeError) {
            try bounds.number(x, in: -100...100, at: "x")
        }
    }

    struct Drawing: Codable, Sendable, Bounded {
        var name: String
        var points: [Point]
        var origin: Point?
        var layer: Int?

        func checkBounds(_ bounds: Bounds) throws(BridgeError) {
            try bounds.length(name, atMost: 8, at: "name")
            try bounds.count(points, atMost: 3, at: "points")
            try bounds.each(points, at: "points")
            try bounds.nested(origin, at: "origin")
            try bounds.integer(layer, in: 0...9, at: "layer")
        }
    }

    /// The example of docs/protocol.md and of `Bounded`'s documentation, as written there.
    struct Resize: Codable, Sendable, Bounded {
        var width: Double
        var tags: [String]

        func checkBounds(_ bounds: Bounds) throws(BridgeError) {
            try bounds.number(width, in: 0...10_000, at: "width")   // a finite number within the range
            try bounds.count(tags, atMost: 16, at: "tags")
            try bounds.each(tags, at: "tags") { try $0.length($1, atMost: 64) }
        }
    }

    let engine = FakeEngine()
    let bridge: Bridge
    let runs = Runs()

    /// How often the handler ran.
    final class Runs: Sendable {
        private let value = Mutex(0)
        var count: Int { value.withLock { $0 } }
        func add() { value.withLock { $0 += 1 } }
    }

    init() {
        bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.handle("draw") { [runs] (drawing: Drawing) -> Int in
            runs.add()
            return drawing.points.count
        }
    }

    private func loadedPage() async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        return page
    }

    @Test func valuesWithinTheirBoundsReachTheHandler() async throws {
        let page = await loadedPage()
        let answer = try await page.call("draw", ["name": "ok", "points": [["x": -100], ["x": 100]], "origin": ["x": 0], "layer": 9])
        #expect(answer == 2)
        #expect(runs.count == 1)
    }

    @Test(arguments: [
        (["name": "much too long", "points": []], ["name"]),
        (["name": "a", "points": [["x": 0], ["x": 0], ["x": 0], ["x": 0]]], ["points"]),
        (["name": "a", "points": [["x": 0], ["x": 101]]], ["points", "1", "x"]),
        (["name": "a", "points": [], "origin": ["x": -1e300]], ["origin", "x"]),
        (["name": "a", "points": [], "layer": 10], ["layer"]),
    ] as [(JSONValue, [String])])
    func aValuePastItsBoundIsRefusedWithItsPathBeforeTheHandlerRuns(args: JSONValue, path: [String]) async throws {
        let page = await loadedPage()
        let error = try #require(await page.failure(calling: "draw", args))
        #expect(error.code == .invalidArguments)
        #expect(error.path?.map(\.description) == path, "\(error)")
        #expect(runs.count == 0)
    }

    @Test func theDocumentedExampleRefusesWhatItSays() async throws {
        bridge.handle("view.resize") { (args: Resize) in args.width }
        let page = await loadedPage()
        #expect(try await page.call("view.resize", ["width": 10, "tags": ["a"]]) == 10)
        let wide = await page.failure(calling: "view.resize", ["width": 1e30, "tags": []])
        #expect(wide?.code == .invalidArguments && wide?.path == [.key("width")])
        let tags = JSONValue.array(Array(repeating: "t", count: 10_000))
        #expect(await page.failure(calling: "view.resize", ["width": 1, "tags": tags])?.path == [.key("tags")])
        let long = await page.failure(calling: "view.resize", ["width": 1, "tags": [.string(String(repeating: "x", count: 65))]])
        #expect(long?.path == [.key("tags"), .index(0)])
    }

    @Test func anOptionalArgumentIsCheckedAsWhatItHolds() async throws {
        bridge.handle("draw.maybe") { [runs] (drawing: Drawing?) -> Int in
            runs.add()
            return drawing?.points.count ?? -1
        }
        bridge.handle("draw.maybeMaybe") { (drawing: Drawing??) -> Int in drawing??.points.count ?? -1 }
        let page = await loadedPage()
        #expect(try await page.call("draw.maybe", .null) == -1)
        #expect(try await page.call("draw.maybe", ["name": "ok", "points": [["x": 1]]]) == 1)
        for method in ["draw.maybe", "draw.maybeMaybe"] {
            let error = await page.failure(calling: method, ["name": "a", "points": [["x": 0], ["x": 101]]])
            #expect(error?.code == .invalidArguments, "\(method)")
            #expect(error?.path == [.key("points"), .index(1), .key("x")], "\(method)")
        }
        #expect(runs.count == 2)
    }

    @Test func aNumberThatIsNotANumberIsOutsideEveryRange() throws {
        #expect(throws: BridgeError.self) { try Bounds().number(.nan, in: -1...1) }
        #expect(throws: BridgeError.self) { try Bounds().number(.infinity, in: -1...1) }
        #expect(throws: Never.self) { try Bounds().number(1, in: -1...1) }
    }

    @Test func theLengthOfTextIsCountedInBytes() throws {
        #expect(throws: Never.self) { try Bounds().length("éé", atMost: 4) }
        #expect(throws: BridgeError.self) { try Bounds().length("ééé", atMost: 5) }
    }
}
