import Causeway
import CausewayTesting
import Foundation
import Testing

/// The test the Causeway catalog's Getting Started shows (Sources/Causeway/Causeway.docc/GettingStarted.md), run as
/// it is written there.
@MainActor
@Suite struct GettingStartedTests {
    @Test func aHandlerAnswersWithoutAWindow() async throws {
        // snippet: test-a-handler
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.handle("math.add") { (args: [Int]) in args.reduce(0, +) }
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        #expect(try await page.call("math.add", [1, 2]) == 3)
        // snippet: end
    }
}
