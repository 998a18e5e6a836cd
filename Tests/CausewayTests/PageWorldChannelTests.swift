import Causeway
import CausewayTesting
import Foundation
import Testing

/// The bridge on an engine that names the frame of every message (as WKWebView does): the real page runtime posts
/// from the page's own world, the frame's origin and place come from the engine alone, and bytes still go through
/// the courier.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageWorldChannelTests {
    let engine = FakeEngine(messageChannel: .pageWorld)
    let bridge: Bridge

    init() {
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
            .allow(["https://app.example"]), .allow(["https://ads.example"], frames: .sub, methods: ["who"]),
        ]))
        bridge.handle("who") { (_: Empty, call: CallContext) in "\(call.sender.origin) \(call.sender.isMainFrame)" }
        bridge.handle("bytes.reversed") { (data: Data) in Data(data.reversed()) }
    }

    private func loadedPage() async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        return page
    }

    /// Posts `body` as page script of `frame` can, with the frame token `token`; returns the bridge's answer.
    private func post(_ body: String, token: String, from frame: FrameIdentity?) async throws -> JSONValue {
        try JSONValue(json: await engine.post(.string(PagePost.text(frameID: token, body: body)), to: Bridge.worldName,
                                              frame: frame) ?? "")
    }

    private func whoCall(epoch: Int) -> String {
        #"{"v":1,"kind":"call","epoch":\#(epoch),"id":"q1","method":"who"}"#
    }

    @Test func theRuntimeIsToldToPostFromThePageWorldAndTheCourierStays() {
        #expect(bridge.messageChannel == .pageWorld)
        let runtime = engine.userScripts.first { $0.world == .page }
        #expect(runtime?.source == RuntimeScripts.page(for: .pageWorld))
        #expect(runtime?.source != RuntimeScripts.page(for: .courier))
        #expect(engine.userScripts.contains { $0.world == .named(Bridge.worldName) }, "the courier uploads bytes")
    }

    @Test func eachFrameSpeaksWithTheIdentityTheEngineGivesIt() async throws {
        let page = await loadedPage()
        #expect(try await page.call("who") == "https://app.example true")
        let frame = engine.addFrame(origin: "https://ads.example")
        await frame.waitUntilGreeted()
        #expect(try await frame.call("who") == "https://ads.example false", "a subframe of another origin is itself")
        #expect(bridge.frameCount == 2)
        #expect(await frame.post(rawBody: #"{"v":1,"kind":"gone","epoch":0}"#) == "")
        #expect(bridge.frameCount == 1, "a subframe's document that goes away says so itself")
    }

    @Test func bytesCrossBothWaysThroughTheCourier() async throws {
        let page = await loadedPage()
        let marker = try await page.upload(Data([1, 2, 3]))
        let answer = try await page.call("bytes.reversed", marker)
        #expect(try await page.download(answer) == Data([3, 2, 1]))
    }

    @Test func aPostClaimingAnotherFramesTokenIsRefused() async throws {
        let page = await loadedPage()
        let epoch = bridge.epoch
        for frame in [FrameIdentity(origin: "https://ads.example", isMainFrame: false),
                      FrameIdentity(origin: "https://app.example", isMainFrame: false)]
        {
            let answer = try await post(whoCall(epoch: epoch), token: page.frameID, from: frame)
            #expect(answer["error"]?["code"] == "protocolError", "\(frame) cannot speak for the main frame")
        }
        #expect(try await page.call("who") == "https://app.example true", "the frame that owns the token still works")
        #expect(bridge.epoch == epoch)
    }

    @Test func aPostTheEngineDoesNotNameOrThatIsNoPageWorldPostIsRefused() async throws {
        let page = await loadedPage()
        let main = FrameIdentity(origin: "https://app.example", isMainFrame: true)
        let unnamed = try await post(whoCall(epoch: bridge.epoch), token: page.frameID, from: nil)
        #expect(unnamed["error"]?["code"] == "protocolError", "without the engine's frame a post names no one")
        let envelope = CourierEnvelope.text(origin: "https://app.example", isMainFrame: true, frameID: page.frameID,
                                            body: whoCall(epoch: bridge.epoch))
        let asCourier = try JSONValue(json: await engine.post(.string(envelope), to: Bridge.worldName, frame: main) ?? "")
        #expect(asCourier["error"]?["code"] == "protocolError", "a courier's envelope is not read here")
        #expect(try await page.call("who") == "https://app.example true")
    }
}
