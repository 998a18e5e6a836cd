import Causeway
import CausewayTesting
import Foundation
import Testing

/// How the bridge answers posts: several messages at once, stale epochs, frames it does not know.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BridgeReceivingTests {
    let engine = FakeEngine()
    let bridge: Bridge
    /// Lets `gated.double` answer: until something is yielded, its call waits, however slowly the machine runs.
    let gate = AsyncStream<Void>.makeStream()

    init() {
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
            .allow(["https://app.example"]),
            .allow(["https://ads.example"], frames: .sub, methods: ["who"]),
        ]))
        bridge.handle("math.double") { (value: Int) in value * 2 }
        bridge.handle("who") { (_: Empty, call: CallContext) in "\(call.sender.origin) \(call.sender.isMainFrame)" }
        bridge.handle("gated.double") { [gate] (value: Int) in
            for await _ in gate.stream { break }
            return value * 2
        }
    }

    private func loadedPage() async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        return page
    }

    private func call(_ id: String, _ method: String, _ args: Int, epoch: Int) -> String {
        #"{"v":1,"kind":"call","epoch":\#(epoch),"id":"\#(id)","method":"\#(method)","args":\#(args)}"#
    }

    @Test func aPostWithSeveralCallsIsAnsweredWithTheRepliesThatAreReady() async throws {
        let page = await loadedPage()
        let epoch = bridge.epoch
        let body = [call("q1", "math.double", 1, epoch: epoch), call("q2", "math.double", 2, epoch: epoch)]
            .joined(separator: "\n")
        let answer = await page.post(rawBody: body)
        let lines = try answer.split(separator: "\n").map { try JSONValue(json: String($0)) }
        #expect(lines.map { $0["id"] } == ["q1", "q2"])
        #expect(lines.map { $0["result"] } == [2, 4])
    }

    @Test func repliesThatAreNotReadyArriveThroughThePull() async throws {
        let page = await loadedPage()
        let epoch = bridge.epoch
        let body = [call("q1", "gated.double", 21, epoch: epoch), call("q2", "math.double", 1, epoch: epoch)]
            .joined(separator: "\n")
        let answer = try JSONValue(json: await page.post(rawBody: body))
        #expect(answer["id"] == "q2", "only the reply that was ready is in the answer")
        gate.continuation.yield()
        try await waitUntil("q1's reply arrived through the pull") { page.received.contains { $0["id"] == "q1" } }
        #expect(page.received.first { $0["id"] == "q1" }?["result"] == 42)
        #expect(bridge.pendingCount == 0)
    }

    @Test func aCallFromAnOlderDocumentIsAnsweredNavigated() async throws {
        let old = await loadedPage()
        let oldEpoch = bridge.epoch
        let page = await loadedPage()
        let answer = try JSONValue(json: await page.post(rawBody: call("q1", "math.double", 1, epoch: oldEpoch)))
        #expect(answer["error"]?["code"] == "navigated")
        #expect(answer["epoch"] == .number(Double(oldEpoch)), "the answer carries the epoch its caller knows")
        #expect(!old.isLoaded)
    }

    @Test func malformedPostsGetAProtocolErrorAndChangeNothing() async throws {
        let page = await loadedPage()
        for body in ["not json", #"{"v":2,"kind":"call","epoch":1}"#, #"{"v":1,"kind":"next","epoch":\#(bridge.epoch)}"#,
                     #"{"v":1,"kind":"call","epoch":\#(bridge.epoch),"method":"math.double"}"#]
        {
            let answer = try JSONValue(json: await page.post(rawBody: body))
            #expect(answer["error"]?["code"] == "protocolError", "\(body)")
        }
        #expect(try await page.call("math.double", 21) == 42)
    }

    @Test func aFrameThatDidNotSayHelloCannotCall() async throws {
        _ = await loadedPage()
        let envelope = CourierEnvelope.text(origin: "https://app.example", isMainFrame: true, frameID: "never-greeted",
                                            body: call("q1", "math.double", 1, epoch: bridge.epoch))
        let answer = try JSONValue(json: await engine.post(.string(envelope), to: Bridge.worldName) ?? "")
        #expect(answer["error"]?["code"] == "protocolError")
        let notAnEnvelope = try JSONValue(json: await engine.post(["origin": "x"], to: Bridge.worldName) ?? "")
        #expect(notAnEnvelope["error"]?["code"] == "protocolError")
    }

    @Test func anEngineThatKnowsTheFrameIsBelievedOverTheCourier() async throws {
        _ = await loadedPage()
        let engineSays = FrameIdentity(origin: "https://ads.example", isMainFrame: false)
        func post(_ body: String) async throws -> JSONValue {
            let envelope = CourierEnvelope.text(origin: "https://app.example", isMainFrame: true, frameID: "f1", body: body)
            return try JSONValue(json: await engine.post(.string(envelope), to: Bridge.worldName, frame: engineSays) ?? "")
        }
        let hello = try await post(#"{"v":1,"kind":"hello","epoch":0}"#)
        let epoch = Int(hello["epoch"]?.numberValue ?? 0)
        let answer = try await post(#"{"v":1,"kind":"call","epoch":\#(epoch),"id":"q1","method":"who"}"#)
        #expect(answer["result"] == "https://ads.example false")
    }

    @Test func aFrameTokenUsedByAnotherFrameIsRefused() async throws {
        let page = await loadedPage()
        let body = #"{"v":1,"kind":"call","epoch":\#(bridge.epoch),"id":"q1","method":"who"}"#
        let envelope = CourierEnvelope.text(origin: page.origin, isMainFrame: true, frameID: page.frameID, body: body)
        let elsewhere = FrameIdentity(origin: "https://ads.example", isMainFrame: false)
        let answer = try JSONValue(json: await engine.post(.string(envelope), to: Bridge.worldName, frame: elsewhere) ?? "")
        #expect(answer["error"]?["code"] == "protocolError")
        #expect(try await page.call("who") == "https://app.example true", "the frame that owns the token still works")
    }

    /// A native call goes to the main frame; a reply to it from another frame (here the forged `ok` of an iframe
    /// that guessed its id) settles nothing, and the main frame's own reply is the call's result.
    @Test func aReplyFromAFrameTheCallWasNotSentToIsIgnored() async throws {
        let page = await loadedPage()
        let (allowed, allow) = AsyncStream<Void>.makeStream()
        let started = Flag()
        page.handle("ask") { _ in
            started.isSet = true
            for await _ in allowed { break }
            return 42
        }
        let frame = engine.addFrame(origin: "https://ads.example")
        try await waitUntil("the frame said hello") { bridge.frameCount == 2 }
        let call = Task { try await bridge.call("ask", as: Int.self) }
        try await waitUntil("the main frame's handler runs") { started.isSet }
        _ = await frame.post(rawBody: #"{"v":1,"kind":"reply","epoch":\#(bridge.epoch),"id":"n1","ok":true,"result":7}"#)
        allow.yield()
        #expect(try await call.value == 42, "the main frame's answer, not the iframe's")
    }

    @Test func aSubframeThatIsGoneLosesItsChannelAndTheMainFrameCannotBeEnded() async throws {
        let page = await loadedPage()
        let frame = engine.addFrame(origin: "https://ads.example")
        try await waitUntil("the frame said hello") { bridge.frameCount == 2 }
        #expect(try await frame.call("who") == "https://ads.example false")
        _ = await frame.post(rawBody: #"{"v":1,"kind":"gone","epoch":0}"#)
        #expect(bridge.frameCount == 1)
        _ = await page.post(rawBody: #"{"v":1,"kind":"gone","epoch":0}"#)
        #expect(bridge.frameCount == 1, "the main frame's channel ends only with its document")
        #expect(try await page.call("math.double", 4) == 8)
    }

    @Test func theTableOfFramesIsCappedByEndingTheQuietest() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [.allow(["*"], frames: .any)]),
                            limits: BridgeLimits(maxFrameChannels: 3))
        bridge.handle("math.double") { (value: Int) in value * 2 }
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let first = engine.addFrame(origin: "https://ads.example")
        try await waitUntil("the first frame said hello") { bridge.frameCount == 2 }
        let second = engine.addFrame(origin: "https://ads.example")
        try await waitUntil("the second frame said hello") { bridge.frameCount == 3 }
        await second.declareReady()
        #expect(try await first.call("math.double", 1) == 2, "the first frame is heard from after the second")
        await engine.addFrame(origin: "https://ads.example").waitUntilGreeted()
        #expect(bridge.frameCount == 3)
        #expect(try await first.call("math.double", 2) == 4)
        let call = #"{"v":1,"kind":"call","epoch":\#(bridge.epoch),"id":"p9","method":"math.double","args":3}"#
        let envelope = CourierEnvelope.text(origin: second.origin, isMainFrame: false, frameID: second.frameID, body: call)
        let answer = try JSONValue(json: await engine.post(.string(envelope), to: Bridge.worldName) ?? "")
        #expect(answer["error"]?["code"] == "protocolError", "the quietest frame lost its channel")
        #expect(try await page.call("math.double", 5) == 10)
    }
}

/// Whether something happened, set where it happens and read by a test waiting for it.
@MainActor private final class Flag {
    var isSet = false
}
