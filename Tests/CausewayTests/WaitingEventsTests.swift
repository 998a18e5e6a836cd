import Causeway
import CausewayTesting
import Foundation
import Testing

/// Events wait for a frame that has not taken them within the page's budget (`PageBudget.waitingEvents`): past it
/// the oldest waiting one is dropped for each new one, so a page that never says ready, or stops pulling, cannot
/// make native code hold every event sent meanwhile.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WaitingEventsTests {
    @Test func eventsSentBeforeThePageIsReadyWaitWithinTheBudgetAndTheNewestArrive() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]),
                            budget: PageBudget(waitingEvents: 8))
        var sent: [String] = []
        bridge.observer = { event in
            if event.direction == .nativeToPage, event.kind == .event, let name = event.name { sent.append(name) }
        }
        for index in 0..<100 { bridge.emit("e\(index)") }
        _ = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        try await waitUntil("the waiting events left") { sent.count >= 8 }
        #expect(sent == (92..<100).map { "e\($0)" })
    }
}
