@testable import Causeway
import CausewayTesting
import Foundation
import Logging

/// Posts the input to a bridge on the in-memory engine as a courier would, then checks that the bridge is still
/// whole: every call the post carried was answered at most once (exactly once unless the post cancelled it), every
/// answer is wire JSON, legitimate calls both ways still work, and nothing stays pending once the document is gone.
///
/// The first byte says how the rest is posted: as the body of the main frame's envelope, of a cross-origin
/// subframe's, or as a whole envelope (with or without the engine naming the posting frame).
@MainActor
enum ReceivePathCheck {
    private static let app = URL(string: "https://app.example/")!
    private static let quiet = Logger(label: "causeway.fuzz") { _ in SwiftLogNoOpLogHandler() }

    private enum Mode: UInt8, CaseIterable {
        case mainFrameBody, subframeBody, envelope, envelopeFromMainFrame
    }

    private struct Sum: Codable, Sendable {
        var a: Int
        var b: Int
    }

    private struct Failure: LocalizedError {
        var errorDescription: String? { "It failed" }
    }

    static func check(_ input: Data) async throws(FuzzFinding) {
        guard let first = input.first else { return }
        let mode = Mode.allCases[Int(first) % Mode.allCases.count]
        let text = String(decoding: input.dropFirst(), as: UTF8.self)

        let engine = FakeEngine()
        let bridge = makeBridge(on: engine)
        defer { bridge.close() }
        var page = await loadPage(on: engine, bridge: bridge)
        let epoch = bridge.epoch

        let poster: FakePage?
        let answer: String
        switch mode {
        case .mainFrameBody:
            (poster, answer) = (page, await post(text, from: page, bridge))
        case .subframeBody:
            let frame = engine.addFrame(origin: "https://widgets.example")
            await frame.waitUntilGreeted()
            (poster, answer) = (frame, await post(text, from: frame, bridge))
        case .envelope:
            (poster, answer) = (nil, await engine.post(.string(text), to: Bridge.worldName) ?? "")
        case .envelopeFromMainFrame:
            let identity = FrameIdentity(origin: page.origin, isMainFrame: true)
            (poster, answer) = (nil, await engine.post(.string(text), to: Bridge.worldName, frame: identity) ?? "")
        }
        let answered = try messages(in: answer)
        try await settle(bridge, "the calls the post started")

        let body = mode == .envelope || mode == .envelopeFromMainFrame ? CourierEnvelope(text: text)?.body ?? "" : text
        let posted = PostedCalls(body, limits: bridge.limits)
        // Answers that travel through the frame's pull arrive a few turns after the calls end.
        await turn { poster.map { posted.areAllAnswered(by: Self.answers(in: answered + $0.received)) } ?? true }
        let answers = Self.answers(in: answered + (poster?.received ?? []))
        for (id, count) in answers {
            try require(count <= posted.calls[id, default: 0],
                        "call \(id) was answered \(count) times for \(posted.calls[id, default: 0]) calls")
        }
        if poster != nil {
            try require(posted.areAllAnswered(by: answers), "calls \(posted.calls) were answered \(answers) times")
        }

        if bridge.epoch != epoch {
            page = await loadPage(on: engine, bridge: bridge)
        }
        try await requireWorking(bridge, page)
        engine.navigate(to: app)
        try await settle(bridge, "the document went")
    }

    private static func makeBridge(on engine: FakeEngine) -> Bridge {
        let bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [
            .allow(["https://app.example"]),
            .allow(["https://widgets.example"], frames: .sub, methods: ["echo"]),
        ]), logger: quiet)
        bridge.handle("echo") { (value: JSONValue) in value }
        bridge.handle("math.add") { (sum: Sum) in sum.a + sum.b }
        bridge.handle("fail") { (_: Empty) throws -> Int in throw Failure() }
        bridge.handle("bytes") { (bytes: Data) in Data(bytes.reversed()) }
        bridge.handleStream("count") { (limit: Int, _: CallContext) in
            AsyncStream { continuation in
                for value in 0..<max(0, min(limit, 3)) { continuation.yield(value) }
                continuation.finish()
            }
        }
        return bridge
    }

    private static func loadPage(on engine: FakeEngine, bridge: Bridge) async -> FakePage {
        let page = engine.navigate(to: app)
        page.handle("page.echo") { $0 }
        await bridge.waitUntilPageReady()
        return page
    }

    /// Hands `text` to `frame`'s courier, as page script can, and returns the answer. A pull among its messages
    /// replaces the runtime's and is answered once native code has something to send, as in a browser: when no answer
    /// comes, an event gives it one (the runtime, which hears every answer, then pulls again).
    private static func post(_ text: String, from frame: FakePage, _ bridge: Bridge) async -> String {
        let answer = Answer()
        Task { answer.text = await frame.post(rawBody: text) }
        await turn(patience: 1_000) { answer.text != nil }
        if answer.text == nil {
            bridge.emit("fuzz.answer")
            await turn { answer.text != nil }
        }
        return answer.text ?? ""
    }

    private final class Answer {
        var text: String?
    }

    /// Waits until nothing is pending.
    private static func settle(_ bridge: Bridge, _ what: String) async throws(FuzzFinding) {
        await turn { bridge.pendingCount == 0 }
        try require(bridge.pendingCount == 0, "\(bridge.pendingCount) still pending after \(what)")
    }

    /// Gives the main actor's other work turns until `condition` holds: a bounded number of turns, then a bounded
    /// number of milliseconds (about two seconds in all, by default; a `patience` of 1,000 turns sleeps not at all). Not `waitUntil` of `CausewayTesting`, which sleeps between
    /// looks: a fuzz run makes millions of these waits, nearly all of them over in a few turns.
    private static func turn(patience: Int = 3_000, until condition: () -> Bool) async {
        var turns = 0
        while !condition(), turns < patience {
            if turns < 1_000 { await Task.yield() } else { try? await Task.sleep(for: .milliseconds(1)) }
            turns += 1
        }
    }

    /// A call from the page and a call from native code both still work.
    private static func requireWorking(_ bridge: Bridge, _ page: FakePage) async throws(FuzzFinding) {
        do {
            let sum = try await page.call("math.add", ["a": 2, "b": 40])
            try require(sum == 42, "math.add answered \(sum)")
            let echoed = try await bridge.call("page.echo", 7, as: Int.self)
            try require(echoed == 7, "page.echo answered \(echoed)")
        } catch let finding as FuzzFinding {
            throw finding
        } catch {
            throw FuzzFinding("a legitimate call failed: \(error)")
        }
    }

    /// The wire messages of a post's answer, those of its batches included.
    private static func messages(in answer: String) throws(FuzzFinding) -> [JSONValue] {
        var messages: [JSONValue] = []
        for line in answer.split(separator: "\n") {
            guard let message = try? JSONValue(json: String(line)), message["v"] == 1 else {
                throw FuzzFinding("the answer holds a line that is no wire message: \(line.prefix(200))")
            }
            if message["kind"] == "batch", case .array(let batch)? = message["messages"] {
                messages += batch
            } else {
                messages.append(message)
            }
        }
        return messages
    }

    /// How many times each call id was answered, by a reply or by the end of a stream.
    private static func answers(in messages: [JSONValue]) -> [String: Int] {
        var answers: [String: Int] = [:]
        for message in messages where message["kind"] == "reply" || message["kind"] == "end" {
            if let id = message["id"]?.stringValue { answers[id, default: 0] += 1 }
        }
        return answers
    }
}

/// The calls a post carried, as the bridge reads them: how many times each id was called, whatever the epoch, and
/// the ids the post also cancelled.
private struct PostedCalls {
    var calls: [String: Int] = [:]
    var cancelled: Set<String> = []

    init(_ body: String, limits: BridgeLimits) {
        for line in body.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let message = try? IncomingMessage(text: String(decoding: line, as: UTF8.self), limits: limits),
                  let id = message.header.id, !id.isEmpty
            else { continue }
            switch message.header.kind {
            case .call: calls[id, default: 0] += 1
            case .cancel: cancelled.insert(id)
            default: break
            }
        }
    }

    /// Whether each call that was not cancelled has all its answers.
    func areAllAnswered(by answers: [String: Int]) -> Bool {
        calls.allSatisfy { id, count in cancelled.contains(id) || answers[id, default: 0] == count }
    }
}
