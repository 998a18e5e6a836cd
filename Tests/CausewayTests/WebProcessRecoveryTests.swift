import Causeway
import CausewayTesting
import Foundation
import Testing

/// A page whose web process ended comes back, by the chosen policy, and is told why.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WebProcessRecoveryTests {
    let engine = FakeEngine()
    let bridge: Bridge

    init() {
        bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
    }

    private func recoveredEvents(on page: FakePage) -> () -> [JSONValue] {
        var events: [JSONValue] = []
        page.on("recovered") { events.append($0) }
        return { events }
    }

    @Test func theSamePageReloadsAndHearsWhy() async throws {
        let recovery = WebProcessRecovery(engine: engine, bridge: bridge)
        _ = engine.navigate(to: URL(string: "https://app.example/app")!)
        await bridge.waitUntilPageReady()
        engine.terminateWebProcess()
        let page = try #require(engine.page, "a new document was loaded")
        let events = recoveredEvents(on: page)
        await bridge.waitUntilPageReady()
        while events().isEmpty { try await Task.sleep(for: .milliseconds(2)) }
        #expect(events() == [["reason": "terminated by the application"]])
        #expect(engine.url == URL(string: "https://app.example/app"))
        #expect(recovery.policy == .reload)
    }

    @Test func aFallbackPageCanBeLoadedInstead() async throws {
        let fallback = URL(string: "https://app.example/sorry")!
        _ = WebProcessRecovery(engine: engine, bridge: bridge, policy: .load(fallback))
        _ = engine.navigate(to: URL(string: "https://app.example/app")!)
        engine.terminateWebProcess()
        #expect(engine.url == fallback)
    }

    @Test func aPageThatKeepsCrashingIsNotReloadedForever() {
        _ = WebProcessRecovery(engine: engine, bridge: bridge, attempts: 3, within: .seconds(60))
        var loads = 0
        engine.observeNavigation { if case .committed = $0 { loads += 1 } }
        _ = engine.navigate(to: URL(string: "https://app.example/app")!)
        for _ in 0..<5 { engine.terminateWebProcess() }
        #expect(loads == 1 + 3, "the first load and three recoveries")
    }
}
