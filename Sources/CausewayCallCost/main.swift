// Makes page→native calls on the in-memory engine, for counting the native side's instructions per call:
// `CausewayCallCost N` makes N sequential calls of a handler that returns its arguments, each posted as a courier
// posts it and answered in the post's reply. scripts/call-cost runs it under callgrind for 0 and N calls.
//
// The main actor's jobs run from Foundation's run loop, not from an async top level: dispatch's main-thread wait
// (`sigsuspend`) is what valgrind cannot run.
import Causeway
import CausewayTesting
import Foundation

@MainActor
func makeCalls(_ count: Int) async -> Int {
    let engine = FakeEngine()
    let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
    bridge.handle("echo") { (args: [String: Int]) in args }
    let page = engine.navigate(to: URL(string: "https://app.example/")!)
    await page.waitUntilGreeted()
    var answered = 0
    for index in 0..<count {
        let id = "c\(index)"
        let body = #"{"v":1,"kind":"call","epoch":\#(page.epoch),"id":"\#(id)","method":"echo","args":{"a":\#(index)}}"#
        let answer = await page.post(rawBody: body)
        // Every hundredth answer is read, so that the count is the bridge's and not the check's.
        if index % 100 != 0 || answer.contains(#""id":"\#(id)""#) { answered += 1 }
    }
    return answered
}

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1000
Task { @MainActor in
    let answered = await makeCalls(count)
    print("\(answered) of \(count) calls were answered in their post's reply")
    exit(answered == count ? 0 : 1)
}
RunLoop.main.run()
