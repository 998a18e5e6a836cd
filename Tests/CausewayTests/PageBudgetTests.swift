import Causeway
import CausewayTesting
import Foundation
import Testing

/// The page budget on the in-memory engine: past a resource's budget a page is refused with `limitExceeded`, and
/// what it holds goes on as before.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageBudgetTests {
    let engine = FakeEngine()
    let bridge: Bridge
    let gate = Gate()

    /// Holds calls until opened.
    @MainActor final class Gate {
        private var waiting: [CheckedContinuation<Void, Never>] = []
        private(set) var isOpen = false
        var waitingCount: Int { waiting.count }

        func pass() async {
            guard !isOpen else { return }
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            isOpen = true
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
        }
    }

    init() {
        bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]), budget: PageBudget(runningCalls: 3))
        bridge.handle("slow.wait") { @MainActor [gate] (_: Empty) -> Int in
            await gate.pass()
            return 1
        }
        bridge.handleStream("slow.ticks") { @MainActor [gate] (_: Empty, _: CallContext) in
            AsyncStream<Int> { continuation in
                Task { @MainActor in
                    await gate.pass()
                    continuation.finish()
                }
            }
        }
    }

    @Test func callsAndStreamsPastTheBudgetAreRefusedAndTheRunningOnesFinish() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let running = (0..<2).map { _ in Task { try await page.call("slow.wait") } }
        let stream = Task { for try await _ in page.stream("slow.ticks") {} }
        try await waitUntil("three are running") { bridge.pendingCount == 3 && gate.waitingCount == 3 }

        let refused = await page.failure(calling: "slow.wait")
        #expect(refused?.code == .limitExceeded, "\(String(describing: refused))")
        await #expect(throws: BridgeError.self) { for try await _ in page.stream("slow.ticks") {} }
        #expect(bridge.pendingCount == 3, "the refusals hold nothing")

        gate.open()
        for call in running { #expect(try await call.value == 1) }
        try await stream.value
        try await waitUntil("nothing runs") { bridge.pendingCount == 0 }
        #expect(try await page.call("slow.wait") == 1, "a call is served again once the others finished")
    }

    /// Frames do not multiply the budget: it counts the calls of every frame, and subframes together hold at most
    /// half of it, so iframes cannot take the main frame's share either.
    @Test func theBudgetIsThePagesAndSubframesShareHalf() async throws {
        let engine = FakeEngine()
        let gate = Gate()
        let bridge = Bridge(engine: engine, policy: CapabilityPolicy(rules: [.allow(["https://app.example"], frames: .any)]),
                            budget: PageBudget(runningCalls: 4))
        bridge.handle("slow.wait") { @MainActor [gate] (_: Empty) -> Int in
            await gate.pass()
            return 1
        }
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let frames = (0..<3).map { _ in engine.addFrame(origin: "https://app.example") }
        var running = [Task { try await frames[0].call("slow.wait") }, Task { try await frames[1].call("slow.wait") }]
        try await waitUntil("two subframe calls run") { gate.waitingCount == 2 }
        let refused = await frames[2].failure(calling: "slow.wait")
        #expect(refused?.code == .limitExceeded, "subframes share half: \(String(describing: refused))")

        running += [Task { try await page.call("slow.wait") }, Task { try await page.call("slow.wait") }]
        try await waitUntil("the main frame's calls run beside them") { gate.waitingCount == 4 }
        let full = await page.failure(calling: "slow.wait")
        #expect(full?.code == .limitExceeded, "the page's four are running: \(String(describing: full))")

        gate.open()
        for call in running { #expect(try await call.value == 1) }
    }
}
