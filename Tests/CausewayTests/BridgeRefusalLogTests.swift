import Causeway
import CausewayTesting
import Foundation
import Logging
import Testing

/// What the bridge logs natively when it refuses a page's call: a notice with the origin, the frame and the method.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BridgeRefusalLogTests {
    let engine = FakeEngine()
    let log = RecordingLogHandler.Log()
    let bridge: Bridge

    init() {
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
            .allow(["https://app.example"], frames: .any),
            .deny(["*"], methods: ["secret.*"]),
        ]), logger: Logger(label: "test.bridge") { [log] _ in RecordingLogHandler(log: log) })
        bridge.handle("math.double") { (value: Int) in value * 2 }
    }

    private func notices(_ message: String) -> [[String: String]] {
        log.records.filter { $0.level == .notice && $0.message == message }.map(\.metadata)
    }

    @Test func aCallOfAMissingMethodIsANotice() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let frame = engine.addFrame(origin: "https://app.example")
        let missing = BridgeError(.unknownMethod, "No handler for no.such.plugin")
        await #expect(throws: missing) { try await page.call("no.such.plugin") }
        await #expect(throws: missing) { _ = try await frame.call("no.such.plugin") }
        #expect(try await page.call("math.double", 21) == 42, "a method that exists is not logged")
        #expect(notices("Unknown method") == [
            ["origin": "https://app.example", "frame": "main", "method": "no.such.plugin"],
            ["origin": "https://app.example", "frame": "sub", "method": "no.such.plugin"],
        ])
    }

    @Test func aDispatchedCallOfAMissingMethodIsANotice() async {
        let sender = Sender(origin: "https://app.example", isMainFrame: false, frameID: "url-protocol")
        await #expect(throws: BridgeError(.unknownMethod, "No handler for no.such.api")) {
            try await bridge.dispatch("no.such.api", arguments: .null, from: sender)
        }
        #expect(notices("Unknown method") == [["origin": "https://app.example", "frame": "sub", "method": "no.such.api"]])
    }

    @Test func aDeniedCallIsLoggedAsDeniedWhetherOrNotItsMethodExists() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let denied = BridgeError(.denied, "https://app.example may not call secret.missing")
        await #expect(throws: denied) { try await page.call("secret.missing") }
        #expect(notices("Denied") == [["origin": "https://app.example", "frame": "main", "method": "secret.missing"]])
        #expect(notices("Unknown method").isEmpty, "a refused caller does not learn which methods exist")
    }

    /// A page calling unknown methods as fast as it can, with names as long as a message allows, fills no log: each
    /// name is logged as one line of page text, and past the burst of the page's log budget lines are dropped and
    /// counted, the next line saying how many.
    @Test func refusalsAreLoggedWithinThePagesLogBudget() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let long = String(repeating: "m", count: 1 << 20)
        _ = await page.failure(calling: long)
        let logged = try #require(notices("Unknown method").first?["method"])
        #expect(logged.count == PageText.Shape.logLine.characters && logged.hasSuffix("…"))
        let started = ContinuousClock.now
        for index in 0..<500 { _ = await page.failure(calling: "no.such.\(index)") }
        let elapsed = started.duration(to: .now) / .seconds(1)
        // The budget: 100 lines at once, then 20 a second, for as long as the calls took.
        let lines = notices("Unknown method")
        #expect(Double(lines.count) <= 100 + 20 * elapsed + 1, "\(lines.count) lines for 501 refusals in \(elapsed) s")
        #expect(lines.count >= 100)
    }
}
