import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// A page that uploads empty values and never claims them: the frame's count of waiting uploads stays within its
/// budget, the uploads past it are refused with `limitExceeded`, and the main loop stays as responsive as while the
/// same uploads are claimed as they arrive.
final class UploadFloodTests: XCTestCase {
    /// How many batches of empty uploads each round sends.
    private static let batches = 12
    /// How many uploads a batch sends at once.
    private static let batch = 500

    /// The bound on the main loop: the typical (median) longest gap of a batch in the later half of the flood, once
    /// the frame holds its budget, is at most three times that of batches whose uploads are claimed as they arrive,
    /// measured in the same run. While each deposit looked at every waiting entry, it grew with every batch (here
    /// from 54 to 686 ms, against 87 ms for claimed batches).
    func testEmptyUploadsPastTheBudgetAreRefusedWithoutStallingTheMainLoop() throws {
        try withWebKitContractPage { harness in
            let budget = harness.bridge.budget.waitingBlobs
            let claimed = try await Self.round(on: harness, first: 0, claiming: true)
            XCTAssertEqual(claimed.statuses, ["200": Self.batches * Self.batch], "each upload is claimed as it arrives")
            try await harness.waitUntil("the claimed uploads are gone") { harness.bridge.blobs.count == 0 }

            let kept = try await Self.round(on: harness, first: Self.batches * Self.batch, claiming: false)
            XCTAssertEqual(kept.statuses, ["200": budget, "429": Self.batches * Self.batch - budget],
                           "the frame's budget of waiting uploads, then limitExceeded's status")
            XCTAssertEqual(harness.bridge.blobs.count, budget)
            let (flood, baseline) = (Self.median(kept.gaps.suffix(Self.batches / 2)), Self.median(claimed.gaps))
            XCTAssertLessThanOrEqual(flood, baseline * 3, "the median longest main-loop gap of the later batches "
                + "while uploads pile up (\(flood)) against that of batches claimed as they arrive (\(baseline))")
            let refused = try await harness.evaluate("""
                try { await causeway.call("test.upload", { bytes: new Uint8Array(0) }); return "accepted"; }
                catch (error) { return error.code; }
                """)
            XCTAssertEqual(refused, "limitExceeded", "the page's own call hears why")
            try await assertTheBridgeAnswers(harness)
        }
    }

    /// Sends ``batches`` batches of empty uploads through the courier, with ids from `first`, claiming each batch's
    /// tokens before the next when `claiming`; answers the count of each status and each batch's longest main-loop
    /// gap.
    @MainActor
    private static func round(on harness: WebKitHarness, first: Int,
                              claiming: Bool) async throws -> (statuses: [String: Int], gaps: [Duration])
    {
        var statuses: [String: Int] = [:]
        var gaps: [Duration] = []
        for start in stride(from: first, to: first + batches * batch, by: batch) {
            let batchGaps = MainLoopGaps()
            let answered = try await harness.evaluate(script(first: start, claiming: claiming))
            gaps.append(batchGaps.takeLongest())
            batchGaps.stop()
            guard case .object(let counts) = answered else { throw HarnessError.timedOut("no statuses: \(answered)") }
            for (status, count) in counts { statuses[status, default: 0] += Int(count.numberValue ?? 0) }
        }
        return (statuses, gaps)
    }

    /// Function-body script for the main frame: one batch of empty uploads with ids from `first`, their tokens
    /// claimed when `claiming`; answers the count of each status.
    private static func script(first: Int, claiming: Bool) -> String {
        """
        const statuses = {};
        const upload = (id) => new Promise((resolve) => {
          document.addEventListener("causeway:uploaded", function heard(event) {
            const [answered, status, token] = event.detail.split("\\n");
            if (+answered !== id) return;
            document.removeEventListener("causeway:uploaded", heard);
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve(status === "200" ? token : null);
          });
          document.dispatchEvent(new CustomEvent("causeway:upload", { detail: { id, bytes: new Uint8Array(0) } }));
        });
        const tokens = await Promise.all(Array.from({ length: \(batch) }, (_, index) => upload(\(first) + index)));
        if (\(claiming)) await Promise.all(tokens.filter(Boolean).map((token) => fetch("causeway-blob://bridge/" + token)));
        return statuses;
        """
    }

    private static func median(_ durations: some Collection<Duration>) -> Duration {
        durations.sorted()[durations.count / 2]
    }
}
