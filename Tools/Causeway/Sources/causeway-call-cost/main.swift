// Makes page→native calls on the in-memory engine, for counting the native side's instructions per call:
// `causeway-call-cost N` makes N sequential calls of a handler that returns its arguments, each posted as a courier
// posts it and answered in the post's reply; `causeway-call-cost N batch` posts the N calls at once, in one post, as
// the page runtime sends calls made in one turn. scripts/call-cost runs it under callgrind for 0 and N calls.
//
// The main actor's jobs run from Foundation's run loop, not from an async top level: dispatch's main-thread wait
// (`sigsuspend`) is what valgrind cannot run.
import Causeway
import CausewayTesting
import Foundation

@MainActor
func makeCalls(_ count: Int, batched: Bool) async -> Int {
    let engine = FakeEngine()
    let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
    bridge.handle("echo") { (args: [String: Int]) in args }
    let page = engine.navigate(to: URL(string: "https://app.example/")!)
    await page.waitUntilGreeted()
    func call(_ index: Int) -> String {
        #"{"v":1,"kind":"call","epoch":\#(page.epoch),"id":"c\#(index)","method":"echo","args":{"a":\#(index)}}"#
    }
    // Posted straight to the bridge, as the page's courier posts: the page's script has no part in what is counted.
    func post(_ body: String) async -> String {
        let envelope = CourierEnvelope.text(origin: page.origin, isMainFrame: true, frameID: page.frameID, body: body)
        return await engine.post(.string(envelope), to: Bridge.worldName) ?? ""
    }
    if batched {
        guard count > 0 else { return 0 }
        let answer = await post((0..<count).map(call).joined(separator: "\n"))
        // The replies of calls that answer at once all come in the post's answer; the last one says all of them did.
        let lastLine = answer.utf8.lastIndex(of: UInt8(ascii: "\n")).map { answer[$0...] } ?? answer[...]
        return lastLine.firstRange(of: #""id":"c\#(count - 1)""#) != nil ? count : 0
    }
    var answered = 0
    for index in 0..<count {
        let id = "c\(index)"
        let answer = await post(call(index))
        // Every hundredth answer is read, so that the count is the bridge's and not the check's.
        if index % 100 != 0 || answer.contains(#""id":"\#(id)""#) { answered += 1 }
    }
    return answered
}

let count = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 1000
let batched = CommandLine.arguments.dropFirst(2).first == "batch"
Task { @MainActor in
    let answered = await makeCalls(count, batched: batched)
    print("\(answered) of \(count) calls were answered in their post's reply")
    exit(answered == count ? 0 : 1)
}
RunLoop.main.run()
