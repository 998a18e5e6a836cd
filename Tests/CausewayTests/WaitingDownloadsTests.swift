import Causeway
import CausewayTesting
import Foundation
import Testing

/// Bytes a page's calls are answered with wait in the blob store until the page fetches them, which a hostile page
/// never does: they count against its frame's `PageBudget.waitingDownloadBytes`, and past it a call fails with
/// `limitExceeded` instead of the app holding what the page asked for.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WaitingDownloadsTests {
    let engine = FakeEngine()
    let bridge: Bridge

    init() {
        bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]),
                        budget: PageBudget(waitingDownloadBytes: 3 << 20))
        bridge.handle("bytes.make") { (count: Int) in Data(count: count) }
    }

    private func call(_ id: String, bytes: Int, epoch: Int) -> String {
        #"{"v":1,"kind":"call","epoch":\#(epoch),"id":"\#(id)","method":"bytes.make","args":\#(bytes)}"#
    }

    @Test func answersThePageDoesNotFetchCountAgainstItsBudget() async throws {
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        var tokens: [String] = []
        for id in ["q1", "q2"] {
            let answer = try JSONValue(json: await page.post(rawBody: call(id, bytes: 3 << 19, epoch: bridge.epoch)))
            let token = try #require(answer["result"]?["$blob"]?.stringValue, "\(answer)")
            tokens.append(token)
        }
        let refused = try JSONValue(json: await page.post(rawBody: call("q3", bytes: 3 << 19, epoch: bridge.epoch)))
        #expect(refused["error"]?["code"] == "limitExceeded", "\(refused)")

        // Fetching one gives its bytes back to the budget.
        let fetched = await engine.request(SchemeRequest(url: URL(string: "\(Bridge.blobScheme)://blobs/\(tokens[0])")!))
        #expect(fetched.status == 200)
        let answered = try JSONValue(json: await page.post(rawBody: call("q4", bytes: 3 << 19, epoch: bridge.epoch)))
        #expect(answered["result"]?["$blob"] != nil, "\(answered)")
    }
}
