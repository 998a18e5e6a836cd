import Causeway
import CausewayTesting
import CausewayWebKit
import Foundation
import Testing
@testable import WebKit

/// The adapter's own logic, driven through the Apple API model: scripts, messages, frames, navigation, schemes.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WKWebViewEngineTests {
    let engine = WKWebViewEngine()
    let bridge: Bridge
    let courierWorld = WKContentWorld.world(name: Bridge.worldName)
    /// The frame tokens of two documents, as the page runtime makes them.
    let mainToken = String(repeating: "1", count: 32)
    let frameToken = String(repeating: "2", count: 32)

    init() {
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
            .allow(["https://app.example"]), .allow(["https://ads.example"], frames: .sub),
        ]))
        bridge.handle("who") { (_: Empty, call: CallContext) in "\(call.sender.origin) \(call.sender.isMainFrame)" }
    }

    private func frame(_ url: String, main: Bool = true) -> WKFrameInfo {
        WKFrameInfo(isMainFrame: main, request: URLRequest(url: URL(string: url)!))
    }

    /// Posts `body` as the page runtime does, from the page world of `frame` with the frame token `token`, and
    /// returns the bridge's answer.
    private func post(_ body: String, token: String? = nil, from frame: WKFrameInfo) async throws -> JSONValue {
        let answer = await engine.configuration.userContentController.modelPostMessageAwaitingReply(
            PagePost.text(frameID: token ?? mainToken, body: body), toHandlerNamed: Bridge.worldName, in: .page,
            frameInfo: frame)
        let text = try #require(answer?.reply as? String)
        return text.isEmpty ? nil : try JSONValue(json: text)
    }

    @Test func theRuntimePostsFromThePageWorldAndTheCourierRunsInItsOwn() {
        let scripts = engine.configuration.userContentController.userScripts
        #expect(scripts.count == 2)
        let courier = scripts.first { $0.source == RuntimeScripts.courier(uploadKey: bridge.uploadGate.value) }
        let runtime = scripts.first { $0.source == RuntimeScripts.page(for: .pageWorld) }
        #expect(courier?.modelContentWorld === courierWorld)
        #expect(runtime?.modelContentWorld === WKContentWorld.page)
        for script in [courier, runtime] {
            #expect(script?.injectionTime == .atDocumentStart)
            #expect(script?.isForMainFrameOnly == false, "iframes get the bridge too")
        }
        let controller = engine.configuration.userContentController
        #expect(controller.modelScriptMessageHandler(named: Bridge.worldName, in: .page) != nil,
                "the page world posts itself: WebKit names each message's frame")
        #expect(controller.modelScriptMessageHandler(named: Bridge.worldName, in: courierWorld) == nil,
                "the courier only uploads bytes")
    }

    @Test func callsReachTheBridgeWithTheFrameWebKitReports() async throws {
        let main = frame("https://app.example/")
        let hello = try await post(#"{"v":1,"kind":"hello","epoch":0}"#, from: main)
        let epoch = Int(hello["epoch"]?.numberValue ?? 0)
        let call = #"{"v":1,"kind":"call","epoch":\#(epoch),"id":"p1","method":"who"}"#
        #expect(try await post(call, from: main)["result"] == "https://app.example true")

        let iframe = frame("https://ads.example/frame.html", main: false)
        let helloFromFrame = try await post(#"{"v":1,"kind":"hello","epoch":0,"origin":"https://app.example"}"#,
                                            token: frameToken, from: iframe)
        #expect(helloFromFrame["kind"] == "hello")
        #expect(try await post(call, token: frameToken, from: iframe)["result"] == "https://ads.example false",
                "a subframe of another origin gets its own identity, WebKit's")
        #expect(bridge.frameCount == 2)
    }

    @Test func aMessageClaimingAnotherFrameIsRefused() async throws {
        let main = frame("https://app.example/")
        let hello = try await post(#"{"v":1,"kind":"hello","epoch":0}"#, from: main)
        let epoch = Int(hello["epoch"]?.numberValue ?? 0)
        let call = #"{"v":1,"kind":"call","epoch":\#(epoch),"id":"p1","method":"who"}"#
        for claimant in [frame("https://ads.example/frame.html", main: false), frame("https://app.example/x", main: false)] {
            let answer = try await post(call, token: mainToken, from: claimant)
            #expect(answer["error"]?["code"] == "protocolError", "a subframe cannot use the main frame's token")
            #expect(answer["result"] == nil)
        }
        let notAPost = await engine.configuration.userContentController.modelPostMessageAwaitingReply(
            CourierEnvelope.text(origin: "https://app.example", isMainFrame: true, frameID: mainToken, body: call),
            toHandlerNamed: Bridge.worldName, in: .page, frameInfo: frame("https://ads.example/", main: false))
        let refused = try JSONValue(json: try #require(notAPost?.reply as? String))
        #expect(refused["error"]?["code"] == "protocolError", "identity lines written by page script are not read")
        #expect(try await post(call, from: main)["result"] == "https://app.example true")
        #expect(bridge.frameCount == 1)
    }

    @Test func aMessageFromAnotherWebViewIsRefused() async throws {
        let controller = engine.configuration.userContentController
        let elsewhere = WKWebView(frame: .zero, configuration: engine.configuration)
        let hello = PagePost.text(frameID: mainToken, body: #"{"v":1,"kind":"hello","epoch":0}"#)
        let refused = await controller.modelPostMessageAwaitingReply(
            hello, toHandlerNamed: Bridge.worldName, in: .page, frameInfo: frame("https://app.example/"), webView: elsewhere)
        #expect(refused?.reply == nil)
        #expect(refused?.errorMessage == "The message came from another web view")
        #expect(bridge.frameCount == 0)
        let own = await controller.modelPostMessageAwaitingReply(
            hello, toHandlerNamed: Bridge.worldName, in: .page, frameInfo: frame("https://app.example/"),
            webView: engine.webView)
        #expect(own?.reply is String)
        #expect(bridge.frameCount == 1)
    }

    @Test func navigationFeedsTheDocumentEpoch() async throws {
        let webView = engine.webView
        let delegate = try #require(webView.navigationDelegate)
        let start = bridge.epoch
        delegate.webView(webView, didStartProvisionalNavigation: WKNavigation())
        delegate.webView(webView, didReceiveServerRedirectForProvisionalNavigation: WKNavigation())
        #expect(bridge.epoch == start, "a provisional load leaves the old document in place")
        delegate.webView(webView, didCommit: WKNavigation())
        #expect(bridge.epoch == start + 1)
        delegate.webView(webView, didFinish: WKNavigation())
        delegate.webView(webView, didFail: WKNavigation(), withError: URLError(.cancelled))
        #expect(bridge.epoch == start + 1)

        _ = try await post(#"{"v":1,"kind":"hello","epoch":0}"#, from: frame("https://app.example/"))
        _ = try await post(#"{"v":1,"kind":"ready","epoch":\#(bridge.epoch)}"#, from: frame("https://app.example/"))
        let pending = Task { try await bridge.call("page.anything", as: JSONValue.self) }
        while bridge.pendingCount == 0 { await Task.yield() }
        delegate.webViewWebContentProcessDidTerminate(webView)
        #expect(bridge.epoch == start + 2)
        await #expect(throws: BridgeError(.navigated, "The document changed while the call was in flight")) {
            try await pending.value
        }
        #expect(bridge.pendingCount == 0)
    }

    @Test func theSchemeHandlerCarriesBytesBothWays() async throws {
        let webView = engine.webView
        var upload = URLRequest(url: URL(string: "causeway-blob://bridge/upload")!)
        upload.httpMethod = "POST"
        upload.httpBody = Data([1, 2, 3])
        let refused = try #require(webView.modelStartURLSchemeTask(for: upload))
        while !refused.isComplete { await Task.yield() }
        #expect((refused.response as? HTTPURLResponse)?.statusCode == 403, "a body without the courier's key is not read")
        upload.setValue(bridge.uploadGate.value, forHTTPHeaderField: "X-Causeway-Upload")
        upload.setValue("frame", forHTTPHeaderField: "X-Causeway-Frame")
        let task = try #require(webView.modelStartURLSchemeTask(for: upload))
        while !task.isComplete { await Task.yield() }
        #expect((task.response as? HTTPURLResponse)?.statusCode == 200)
        let token = String(decoding: task.receivedData, as: UTF8.self)
        #expect(bridge.blobs.peek(token) == Data([1, 2, 3]))

        let download = try #require(webView.modelStartURLSchemeTask(for: URLRequest(url: URL(string: "causeway-blob://bridge/\(token)")!)))
        while !download.isComplete { await Task.yield() }
        #expect(download.receivedData == Data([1, 2, 3]))
        #expect(download.violations.isEmpty)
    }

    @Test func aStoppedTaskIsNeverAnswered() async throws {
        let slow = WKWebViewEngine()
        let answered = Recorded()
        slow.registerScheme("slow") { _ in
            try? await Task.sleep(for: .milliseconds(30))
            answered.done = true
            return .text(200, "late")
        }
        let task = try #require(slow.webView.modelStartURLSchemeTask(for: URLRequest(url: URL(string: "slow://x/")!)))
        slow.webView.modelStopURLSchemeTask(task)
        try await waitUntil("the handler answered") { answered.done }
        await Task.yield()
        #expect(task.responses.isEmpty && task.dataChunks.isEmpty && !task.isFinished)
        #expect(task.violations.isEmpty)
    }

    @Test func aStreamedBodyIsHandedOverInPieces() async throws {
        let streaming = WKWebViewEngine()
        let pieces = (0..<4).map { Data(repeating: UInt8($0), count: 1_000) }
        streaming.registerScheme("pieces") { _ in
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                for piece in pieces { continuation.yield(piece) }
                continuation.finish()
            }
            return SchemeResponse(status: 200, headers: ["Content-Length": "4000"],
                                  body: .stream(SchemeBodyStream(length: 4_000, chunks: chunks)))
        }
        let task = try #require(streaming.webView.modelStartURLSchemeTask(for: URLRequest(url: URL(string: "pieces://x/")!)))
        try await waitUntil("the body arrived") { task.isComplete }
        #expect(task.isFinished && task.dataChunks == pieces)
        #expect((task.response as? HTTPURLResponse)?.statusCode == 200)
        #expect(task.violations.isEmpty)
    }

    @Test func stoppingATaskMidStreamStopsTheReading() async throws {
        let streaming = WKWebViewEngine()
        let ended = Recorded()
        let (chunks, source) = AsyncThrowingStream<Data, any Error>.makeStream()
        source.onTermination = { @Sendable _ in Task { @MainActor in ended.done = true } }
        streaming.registerScheme("endless") { _ in
            SchemeResponse(status: 200, body: .stream(SchemeBodyStream(length: nil, chunks: chunks)))
        }
        let task = try #require(streaming.webView.modelStartURLSchemeTask(for: URLRequest(url: URL(string: "endless://x/")!)))
        source.yield(Data([1, 2, 3]))
        try await waitUntil("the first piece arrived") { task.dataChunks.count == 1 }
        streaming.webView.modelStopURLSchemeTask(task)
        try await waitUntil("the source was let go") { ended.done }
        source.yield(Data([4]))
        #expect(task.dataChunks == [Data([1, 2, 3])] && !task.isFinished)
        #expect(task.violations.isEmpty)
    }

    @Test func evaluationReturnsJSON() async throws {
        let webView = engine.webView
        webView.modelJavaScriptResponder = { call in .success(["answer": 42, "ok": true] as NSDictionary) }
        #expect(try await engine.evaluate("return {answer: 42, ok: true}", in: .page) == ["answer": 42, "ok": true])
    }
}

/// The user-content controller's strong hold on its handlers does not keep the engine alive.
@MainActor
@Suite struct WeakHandlerTests {
    @Test func theEngineAndTheBridgeAreFreedWhenTheAppLetsGo() async throws {
        let configuration = WKWebViewConfiguration()
        weak var weakEngine: WKWebViewEngine?
        weak var weakBridge: Bridge?
        do {
            let engine = WKWebViewEngine(configuration: configuration)
            let bridge = Bridge(engine: engine)
            _ = engine.webView
            weakEngine = engine
            weakBridge = bridge
        }
        #expect(weakEngine == nil)
        #expect(weakBridge == nil)
        let handler = configuration.userContentController.modelScriptMessageHandler(named: Bridge.worldName, in: .page)
        #expect(handler != nil, "the proxy stays registered, holding nothing")
        let answer = await configuration.userContentController.modelPostMessageAwaitingReply(
            "anything", toHandlerNamed: Bridge.worldName, in: .page)
        #expect(answer?.errorMessage == "The Causeway engine is gone")
    }

    @Test func closeRemovesTheHandlers() {
        let engine = WKWebViewEngine()
        _ = Bridge(engine: engine)
        let controller = engine.configuration.userContentController
        #expect(controller.modelScriptMessageHandler(named: Bridge.worldName, in: .page) != nil)
        engine.close()
        #expect(controller.modelScriptMessageHandler(named: Bridge.worldName, in: .page) == nil)
    }
}

/// A flag a handler sets and a test polls, both on the main actor.
@MainActor
final class Recorded {
    var done = false
}

/// The engine's cookies go to the website data store WKWebView's own requests use.
@MainActor
@Suite struct WebsiteCookieStoreTests {
    @Test func cookiesAreSetReadAndDeletedInTheDataStore() async throws {
        let configuration = WKWebViewConfiguration()
        configuration.websiteDataStore = .nonPersistent()
        let engine = WKWebViewEngine(configuration: configuration)
        try await engine.cookies.set(Cookie(name: "session", value: "abc", domain: "app.example", isHTTPOnly: true))
        try await engine.cookies.set(Cookie(name: "other", value: "x", domain: "bank.example"))
        let stored = await configuration.websiteDataStore.httpCookieStore.allCookies()
        #expect(stored.map(\.name).sorted() == ["other", "session"])
        let forApp = try await engine.cookies.cookies(for: URL(string: "https://app.example/page")!)
        #expect(forApp.map(\.name) == ["session"])
        #expect(forApp.first?.isHTTPOnly == true)
        try await engine.cookies.delete(Cookie(name: "session", value: "", domain: "app.example"))
        #expect(try await engine.cookies.cookies(for: URL(string: "https://app.example/")!).isEmpty)
    }
}
