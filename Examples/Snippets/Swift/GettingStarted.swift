// The Swift code of the Causeway catalog's Getting Started (Sources/Causeway/Causeway.docc/GettingStarted.md).
// snippet: imports
import Causeway
import CausewayGTK
// snippet: end
import Foundation

@MainActor
func runAPageWithTheBridge() throws {
    // snippet: getting-started
    try GLibMainLoop.run {
        let engine = GTKEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.handle("device.info") { (_: Empty) in ["model": "Linux"] }
        let window = GTKWindowHost(engine: engine)
        engine.load(URL(string: "https://app.example/")!)
        await window.waitUntilClosed()
    }
    // snippet: end
}

@MainActor
func allowSomeCallers(on bridge: Bridge) {
    // snippet: who-may-call
    bridge.policy = CapabilityPolicy(rules: [
        .allow(["causeway://*", "https://app.example"]),
        .allow(["https://maps.example"], frames: .sub, methods: ["geo.*"]),
        .deny(["*"], methods: ["files.delete"]),
    ])
    // snippet: end
}

@MainActor
func overview(of engine: GTKEngine) async throws {
    // snippet: overview
    let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
    bridge.handle("math.add") { (args: Add) in args.a + args.b }
    let ok = try await bridge.call("dialog.confirm", ["text": "Leave?"], as: Bool.self, timeout: .seconds(30))
    // snippet: end
    print(ok)
}
