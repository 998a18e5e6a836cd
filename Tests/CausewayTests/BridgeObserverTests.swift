import Causeway
import CausewayContract
import CausewayTesting
import Foundation
import Testing

/// What a bridge's observer is told: every message, once, each way, with its fields.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct BridgeObserverTests {
    struct Add: Codable, Sendable { var a: Int; var b: Int }

    /// The events an observer was given, in order.
    @MainActor
    final class Observed {
        private(set) var events: [BridgeTraceEvent] = []

        func record(_ event: BridgeTraceEvent) {
            events.append(event)
        }

        /// The events of call or stream `id`, in order.
        func of(id: String) -> [BridgeTraceEvent] {
            events.filter { $0.id == id }
        }

        func named(_ name: String) -> [BridgeTraceEvent] {
            events.filter { $0.name == name }
        }
    }

    let engine = FakeEngine()
    let bridge: Bridge
    let observed = Observed()

    init() {
        bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
            .allow(["https://app.example"], frames: .any),
            .deny(["*"], methods: ["secret.*"]),
        ]))
        bridge.handle("math.add") { (args: Add) in args.a + args.b }
        bridge.handle("math.fail") { (_: Empty) -> Int in throw BridgeError.handlerFailed("no") }
        bridge.handle("secret.key") { (_: Empty) in "key" }
        bridge.handle("slow.double") { (value: Int) in
            try await Task.sleep(for: .milliseconds(5))
            return value * 2
        }
        bridge.handleStream("count.upTo") { (limit: Int, _: CallContext) in
            AsyncStream { continuation in
                for value in 1...limit { continuation.yield(value) }
                continuation.finish()
            }
        }
        bridge.handleStream("count.forever") { (_: Empty, _: CallContext) in
            AsyncStream<Int> { continuation in continuation.yield(1) }
        }
        bridge.observer = observed.record
    }

    private func loadedPage() async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        return page
    }

    private func call(_ id: String, _ method: String, _ args: String) -> String {
        #"{"v":1,"kind":"call","epoch":\#(bridge.epoch),"id":"\#(id)","method":"\#(method)","args":\#(args)}"#
    }

    @Test func aPageCallIsSeenAsItArrivesAndAsItsReplyLeaves() async throws {
        let page = await loadedPage()
        let text = call("q1", "math.add", #"{"a":2,"b":40}"#)
        let answer = await page.post(rawBody: text)
        #expect(try JSONValue(json: answer)["result"] == 42)

        let seen = observed.of(id: "q1")
        try #require(seen.count == 2)
        let (arrival, reply) = (seen[0], seen[1])
        #expect(arrival.direction == .pageToNative && arrival.kind == .call && arrival.name == "math.add")
        #expect(arrival.origin == "https://app.example" && arrival.isMainFrame)
        #expect(arrival.bytes == text.utf8.count)
        #expect(arrival.duration == nil && arrival.outcome == nil)
        #expect(reply.direction == .nativeToPage && reply.kind == .reply && reply.name == "math.add")
        #expect(reply.origin == "https://app.example" && reply.isMainFrame)
        #expect(reply.bytes == answer.utf8.count)
        #expect(reply.outcome == .ok)
        #expect(try #require(reply.duration) >= .zero)
        #expect(reply.time >= arrival.time)
    }

    @Test func failedCallsCarryTheirCodes() async throws {
        let page = await loadedPage()
        _ = await page.failure(calling: "math.fail")
        _ = await page.failure(calling: "secret.key")
        _ = await page.failure(calling: "no.such")
        _ = await page.failure(calling: "math.add", ["a": "two", "b": 1])
        let replies = observed.events.filter { $0.kind == .reply }
        #expect(replies.map(\.name) == ["math.fail", "secret.key", "no.such", "math.add"])
        #expect(replies.map(\.outcome) == [.failed(.handlerFailed), .failed(.denied), .failed(.unknownMethod),
                                           .failed(.invalidArguments)])
        #expect(replies.allSatisfy { ($0.duration ?? .seconds(-1)) >= .zero })
    }

    @Test func eachMessageOfAPostWithSeveralIsSeenOnceAndSoIsAReplyThatLeavesThroughThePull() async throws {
        let page = await loadedPage()
        let body = [call("q1", "slow.double", "21"), call("q2", "math.add", #"{"a":1,"b":1}"#)].joined(separator: "\n")
        _ = await page.post(rawBody: body)
        try await waitUntil("the slow reply left") { observed.of(id: "q1").count == 2 }
        #expect(observed.of(id: "q1").map(\.kind) == [.call, .reply])
        #expect(observed.of(id: "q2").map(\.kind) == [.call, .reply])
        let late = observed.of(id: "q1")[1]
        #expect(late.name == "slow.double" && late.outcome == .ok)
        #expect(try #require(late.duration) >= .zero)
    }

    @Test func aStreamIsSeenAsItsCallItsElementsAndItsEnd() async throws {
        let page = await loadedPage()
        var values: [JSONValue] = []
        for try await value in page.stream("count.upTo", 3) { values.append(value) }
        #expect(values == [1, 2, 3])
        let seen = observed.named("count.upTo")
        #expect(seen.map(\.kind) == [.stream, .next, .next, .next, .end])
        #expect(seen.map(\.direction) == [.pageToNative] + Array(repeating: .nativeToPage, count: 4))
        #expect(seen.last?.outcome == .ok)
        #expect(try #require(seen.last?.duration) >= .zero)
    }

    @Test func aStreamThePageLeavesIsSeenAsItsCancel() async throws {
        let page = await loadedPage()
        for try await _ in page.stream("count.forever") { break }
        try await waitUntil("the cancel arrived") { observed.named("count.forever").last?.kind == .cancel }
        let cancel = try #require(observed.named("count.forever").last)
        #expect(cancel.direction == .pageToNative && cancel.outcome == .failed(.cancelled))
        #expect(try #require(cancel.duration) >= .zero)
    }

    @Test func eventsAreSeenBothWays() async throws {
        let page = await loadedPage()
        var heard: [JSONValue] = []
        page.on("battery") { heard.append($0) }
        await page.emit("clicked", ["id": 7])
        try bridge.emit("battery", ["level": 0.5])
        try await waitUntil("the page heard the event") { heard.count == 1 }
        let clicked = try #require(observed.named("clicked").first)
        #expect(clicked.direction == .pageToNative && clicked.kind == .event && clicked.outcome == nil)
        let battery = try #require(observed.named("battery").first)
        #expect(battery.direction == .nativeToPage && battery.kind == .event && battery.bytes > 0)
        #expect(observed.named("clicked").count == 1 && observed.named("battery").count == 1)
    }

    @Test func aNativeCallIsSeenAsItLeavesAndAsThePageReplies() async throws {
        let page = await loadedPage()
        page.handle("page.echo") { $0 }
        page.handle("page.refuse") { _ in throw BridgeError(.denied, "no") }
        #expect(try await bridge.call("page.echo", "hi", as: String.self) == "hi")
        await #expect(throws: BridgeError.self) { try await bridge.call("page.refuse", as: String.self) }
        let echo = observed.named("page.echo")
        #expect(echo.map(\.kind) == [.call, .reply])
        #expect(echo.map(\.direction) == [.nativeToPage, .pageToNative])
        #expect(echo[1].outcome == .ok)
        #expect(try #require(echo[1].duration) >= .zero)
        #expect(observed.named("page.refuse").last?.outcome == .failed(.denied))
    }

    @Test func aNativeCallThatTimesOutIsSeenAsItsCancel() async throws {
        let page = await loadedPage()
        page.handle("page.never") { _ in
            try await Task.sleep(for: .seconds(3600))
            return nil
        }
        await #expect(throws: BridgeError.self) {
            try await bridge.call("page.never", as: JSONValue.self, timeout: .milliseconds(20))
        }
        try await waitUntil("the cancel left") { observed.named("page.never").count == 2 }
        let cancel = observed.named("page.never")[1]
        #expect(cancel.kind == .cancel && cancel.direction == .nativeToPage)
        #expect(cancel.outcome == .failed(.timeout))
        #expect(try #require(cancel.duration) >= .zero)
    }

    @Test func theProtocolsOwnMessagesAndErrorsAreSeen() async throws {
        let page = await loadedPage()
        let frame = engine.addFrame(origin: "https://app.example")
        await frame.waitUntilGreeted()
        _ = await page.post(rawBody: "not json")
        _ = await frame.post(rawBody: #"{"v":1,"kind":"gone","epoch":\#(bridge.epoch)}"#)
        let kinds = Set(observed.events.map { "\($0.direction) \($0.kind)" })
        for expected in ["pageToNative hello", "nativeToPage hello", "pageToNative ready", "pageToNative pull",
                         "pageToNative gone"] {
            #expect(kinds.contains(expected), "\(expected)")
        }
        let error = try #require(observed.events.first { $0.kind == .error })
        #expect(error.direction == .nativeToPage && error.outcome == .failed(.protocolError))
        let gone = try #require(observed.events.first { $0.kind == .gone })
        #expect(!gone.isMainFrame)
    }

    @Test func nothingIsSeenWithoutAnObserver() async throws {
        bridge.observer = nil
        let page = await loadedPage()
        var heard = 0
        page.on("battery") { _ in heard += 1 }
        #expect(try await page.call("math.add", ["a": 1, "b": 2]) == 3)
        try bridge.emit("battery", 1)
        await page.emit("clicked")
        try await waitUntil("the page heard the event") { heard == 1 }
        #expect(observed.events.isEmpty)
    }
}
