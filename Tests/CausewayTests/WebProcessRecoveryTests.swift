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
        try await waitUntil("the page heard it was recovered") { !events().isEmpty }
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
        _ = WebProcessRecovery(engine: engine, bridge: bridge, limit: .init(attempts: 3, within: .seconds(60)))
        let loads = committedLoads()
        _ = engine.navigate(to: URL(string: "https://app.example/app")!)
        for _ in 0..<5 { engine.terminateWebProcess() }
        #expect(loads() == 1 + 3, "the first load and three recoveries")
    }

    @Test func theLimitIsTheApps() {
        let app = HybridApp(info: AppInfo(name: "A", identifier: "a", version: "1", build: "1"),
                            policy: .allowing(["https://app.example"]))
        app.recoveryLimit = .init(attempts: 1, within: .seconds(600))
        let engine = FakeEngine()
        let container = Container(app: app, engine: engine)
        let loads = Self.committedLoads(on: engine)
        container.load(URL(string: "https://app.example/app")!)
        for _ in 0..<3 { engine.terminateWebProcess() }
        #expect(loads() == 1 + 1, "the first load and the one recovery the app allows")
    }

    @Test func aRecoveredPageThatIsReadyClearsTheCount() async {
        _ = WebProcessRecovery(engine: engine, bridge: bridge, limit: .init(attempts: 2, within: .seconds(60)))
        let loads = committedLoads()
        _ = engine.navigate(to: URL(string: "https://app.example/app")!)
        for _ in 0..<10 {
            await bridge.waitUntilPageReady()
            engine.terminateWebProcess()
        }
        #expect(loads() == 1 + 10, "every death after a working page is recovered")
    }

    @Test func refusedRecoveriesAreNotAttempts() {
        let clock = ManualClock()
        _ = WebProcessRecovery(engine: engine, bridge: bridge, limit: .init(attempts: 1, within: .seconds(10)),
                               clock: clock)
        let loads = committedLoads()
        _ = engine.navigate(to: URL(string: "https://app.example/app")!)
        engine.terminateWebProcess()
        #expect(loads() == 2, "recovered at 0 s")
        clock.advance(by: .seconds(8))
        engine.terminateWebProcess()
        #expect(loads() == 2, "refused at 8 s: one attempt in the last 10 s")
        clock.advance(by: .seconds(3))
        engine.terminateWebProcess()
        #expect(loads() == 3, "recovered at 11 s: the refusal at 8 s was no attempt")
    }

    private func committedLoads() -> () -> Int {
        Self.committedLoads(on: engine)
    }

    private static func committedLoads(on engine: FakeEngine) -> () -> Int {
        var loads = 0
        engine.observeNavigation { if case .committed = $0 { loads += 1 } }
        return { loads }
    }
}
