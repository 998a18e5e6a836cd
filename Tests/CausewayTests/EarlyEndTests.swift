import Causeway
import CausewayTesting
import Foundation
import Testing

/// What happens to native calls and page calls when they end early: a native call that times out before the page
/// is ready, and a frame's calls when its token comes back as a main frame.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct EarlyEndTests {
    let engine = FakeEngine()
    let bridge: Bridge

    init() {
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [.allow(["*"], frames: .any)]))
    }

    @Test func aCallThatTimesOutBeforeThePageIsReadyNeverReachesIt() async throws {
        do {
            _ = try await bridge.call("page.echo", "early", as: String.self, timeout: .milliseconds(10))
            Issue.record("the call did not time out")
        } catch {
            #expect(error.code == .timeout)
        }
        #expect(bridge.pendingCount == 0)
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        page.handle("page.echo") { $0 }
        await bridge.waitUntilPageReady()
        #expect(try await bridge.call("page.echo", "late", as: String.self) == "late")
        #expect(page.received.filter { $0["kind"] == "call" }.map { $0["args"] } == ["late"],
                "the call that timed out left the startup queue")
    }

    @Test func aTokenThatComesBackAsTheMainFrameEndsItsSubframesCalls() async throws {
        bridge.handle("slow") { (_: Empty) in
            try await Task.sleep(for: .seconds(60))
            return "finished"
        }
        func post(_ body: String, asMainFrame: Bool) async throws -> JSONValue {
            let envelope = CourierEnvelope.text(origin: "https://app.example", isMainFrame: asMainFrame,
                                                frameID: "t1", body: body)
            return try JSONValue(json: await engine.post(.string(envelope), to: Bridge.worldName) ?? "")
        }
        let hello = #"{"v":1,"kind":"hello","epoch":0}"#
        let epoch = Int(try await post(hello, asMainFrame: false)["epoch"]?.numberValue ?? 0)
        let call = Task {
            try await post(#"{"v":1,"kind":"call","epoch":\#(epoch),"id":"p1","method":"slow"}"#, asMainFrame: false)
        }
        try await waitUntil("the subframe's call is being served") { bridge.pendingCount == 1 }
        _ = try await post(hello, asMainFrame: true)
        #expect(try await call.value["error"]?["code"] == "cancelled")
        #expect(bridge.pendingCount == 0)
        #expect(bridge.frameCount == 1)
    }
}
