// The Swift code the docs show for Linux, compiled with the root package (never run: it would wait for a window).
// scripts/snippets checks that each block in the docs is the region of the same name here.

// snippet: tour
import Causeway
import CausewayGTK   // or CausewayWebKit on iOS
import Foundation

struct Add: Codable, Sendable { var a: Int; var b: Int }
// Every number a page sends is bounded where it is decoded: past a bound, the call fails with invalidArguments and
// the field's path, and the handler never runs (a page asking for 10¹⁵ ticks cannot end the app).
struct Wait: Codable, Sendable, Bounded {
    var ms: Int
    func checkBounds(_ bounds: Bounds) throws(BridgeError) { try bounds.integer(ms, in: 0...600_000, at: "ms") }
}
struct Ticks: Codable, Sendable, Bounded {
    var count: Int
    var intervalMS: Int
    func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.integer(count, in: 1...1_000, at: "count")
        try bounds.integer(intervalMS, in: 0...60_000, at: "intervalMS")
    }
}
struct Bytes: Codable, Sendable { var bytes: Data }

try GLibMainLoop.run {                       // GTK and WebKit own the main thread; Swift's main actor runs inside
    let engine = GTKEngine()
    // Injects the runtime, registers the handler and the blob scheme. Nothing is allowed unless a rule allows it.
    let bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
        .allow(["https://app.example"]),                                     // main frame, every method
        .allow(["https://maps.example"], frames: .sub, methods: ["geo.*"]),  // iframes are opt-in
    ]))

    // A method the page can call. Arguments decode into your type; a bad field is rejected with its path.
    bridge.handle("math.add") { (args: Add) in args.a + args.b }

    // Who is calling comes from the engine's side, never from the message.
    bridge.handle("session.whoami") { (_: Empty, call: CallContext) in
        "\(call.sender.origin) main frame: \(call.sender.isMainFrame)"
    }

    // A slow call: when the page aborts it, or its timeout passes, this task is cancelled.
    bridge.handle("task.wait") { (args: Wait) -> String in
        try await Task.sleep(for: .milliseconds(args.ms))
        return "waited \(args.ms) ms"
    }

    // A stream: every element goes to the page; when the page leaves its loop, this task is cancelled.
    bridge.handleStream("clock.ticks") { (args: Ticks, _: CallContext) in
        AsyncStream { continuation in
            for tick in 1...args.count { continuation.yield(tick) }
            continuation.finish()
        }
    }

    // Bytes are Data on this side and Uint8Array on the page; they travel through a custom scheme, not JSON.
    bridge.handle("files.digest") { (args: Bytes) in args.bytes.reduce(0) { $0 + Int($1) } }

    let window = GTKWindowHost(engine: engine)   // the window title follows document.title
    engine.load(URL(string: "https://app.example/")!)

    // Events both ways, in order; listen in a task of its own, since the events never end.
    try bridge.emit("battery", ["level": 0.5])
    let clicks = Task { for await event in bridge.events(named: "clicked") { print(event.data) } }

    // Call the page (waits for the page to be ready), with a timeout. Errors are BridgeError.
    let leave = try await bridge.call("dialog.confirm", ["text": "Leave?"], as: Bool.self, timeout: .seconds(30))
    if leave { window.close() }

    await window.waitUntilClosed()
    clicks.cancel()
}
// snippet: end
