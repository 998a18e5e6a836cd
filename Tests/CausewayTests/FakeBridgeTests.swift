import Causeway
import CausewayTesting
import Foundation
import Testing

@MainActor
@Suite struct FakeBridgeTests {
    struct Add: Codable, Sendable { var a: Int; var b: Int }

    @Test func roundTripThroughTheFakeEngine() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.handle("math.add") { (args: Add) in args.a + args.b }
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        #expect(try await page.call("math.add", ["a": 2, "b": 3]) == 5)
        #expect(bridge.pendingCount == 0)
    }
}
