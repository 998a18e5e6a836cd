import Causeway
import XCTest

/// Native streams reach the page in order, end, fail, and stop when the page leaves its loop.
final class StreamContractTests: XCTestCase {
    func testStreamDeliversEveryValueThenEnds() {
        contract { page, _ in
            let outcome = try await page.readStream("test.count", ["upTo": 300], limit: nil)
            checkEqual(outcome.values, (1...300).map { .number(Double($0)) }, "stream values", on: page)
            checkEqual(outcome.error, nil, "stream error", on: page)
            try await eventually("the stream is finished natively", on: page) { page.bridge.pendingCount == 0 }
        }
    }

    func testLeavingTheLoopCancelsTheNativeTask() {
        contract { page, recorder in
            let outcome = try await page.readStream("test.forever", ["tag": "early-exit"], limit: 5)
            checkEqual(outcome.values, [1, 2, 3, 4, 5], "first values", on: page)
            try await eventually("the native sequence ended", on: page) {
                recorder.notes.contains("stream-ended:early-exit")
            }
            try await eventually("nothing is pending", on: page) { page.bridge.pendingCount == 0 }
        }
    }

    func testStreamErrorsAndUnknownStreams() {
        contract { page, _ in
            let broken = try await page.readStream("test.brokenStream", nil, limit: nil)
            checkEqual(broken.values, [1], "values before the error", on: page)
            checkEqual(broken.error, .handlerFailed, "stream error", on: page)
            let unknown = try await page.readStream("test.noSuchStream", nil, limit: nil)
            checkEqual(unknown.error, .unknownMethod, "unknown stream", on: page)
            let invalid = try await page.readStream("test.count", ["upTo": "many"], limit: nil)
            checkEqual(invalid.error, .invalidArguments, "invalid stream arguments", on: page)
        }
    }
}
