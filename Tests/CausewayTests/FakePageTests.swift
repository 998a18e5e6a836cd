import Causeway
import CausewayTesting
import Foundation
import Testing

/// The in-memory page is the real page runtime: what it sends and does is `causeway.js`'s, run in JavaScriptCore.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FakePageTests {
    let engine = FakeEngine()
    let bridge: Bridge

    init() {
        bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.handle("math.add") { (args: [Int]) in args.reduce(0, +) }
        bridge.handle("bytes.reverse") { (bytes: Data) in Data(bytes.reversed()) }
    }

    @Test func thePageGreetsAsTheRuntimeDoesAndItsScriptRunsWithoutErrors() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        #expect(page.methods["math.add"] == .call)
        #expect(page.epoch == bridge.epoch)
        var heard: [JSONValue] = []
        page.on("news") { heard.append($0) }
        page.handle("page.double") { args in .number((args.numberValue ?? 0) * 2) }
        #expect(try await page.call("math.add", [1, 2, 3]) == 6)
        #expect(try await bridge.call("page.double", 21, as: Int.self) == 42)
        try bridge.emit("news", ["id": 7])
        try await waitUntil("the event reached the page's listener") { heard == [["id": 7]] }
        #expect(page.scriptErrors.isEmpty, "\(page.scriptErrors)")
    }

    @Test func bytesCrossAsTheRuntimeSendsThem() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let marker = try await page.upload(Data([1, 2, 3]))
        let reversed = try await page.call("bytes.reverse", marker)
        #expect(try await page.download(reversed) == Data([3, 2, 1]), "uploaded by the runtime, downloaded by it too")
        #expect(await page.failure(calling: "bytes.reverse", ["$blob": "made-up"])?.code != nil,
                "a marker the page does not hold is no binary value")
    }

    @Test func aValueNestedPastTheLimitIsRefusedAndThePageGoesOn() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        var deep: JSONValue = 0
        for _ in 0..<200 { deep = [deep] }
        #expect(await page.failure(calling: "math.add", deep)?.code == .invalidArguments)
        #expect(try await page.call("math.add", [20, 22]) == 42, "the page still calls")
    }
}
