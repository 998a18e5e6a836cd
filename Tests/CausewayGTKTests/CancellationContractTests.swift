import Causeway
import XCTest

/// Timeouts and cancellation stop the work on the other side.
final class CancellationContractTests: XCTestCase {
    func testPageTimeoutAndAbortCancelTheNativeTask() {
        contract { page, recorder in
            checkEqual(try await page.call("test.sleep", ["ms": 10000, "tag": "timed"], timeout: 30, abortAfter: nil).code,
                       .timeout, "timeout", on: page)
            checkEqual(try await page.call("test.sleep", ["ms": 10000, "tag": "aborted"], timeout: nil, abortAfter: 30).code,
                       .cancelled, "abort", on: page)
            try await eventually("both native tasks were cancelled", on: page) {
                recorder.notes.contains("cancelled:timed") && recorder.notes.contains("cancelled:aborted")
            }
            try await eventually("nothing is pending", on: page) { page.bridge.pendingCount == 0 }
        }
    }

    func testNativeTimeoutAndCancellationAbortThePageHandler() {
        contract { page, _ in
            let bridge = page.bridge
            do {
                _ = try await bridge.call("page.hang", ["tag": "timed"], as: JSONValue.self, timeout: .milliseconds(50))
                check(false, "a hanging call returned", on: page)
            } catch let error as BridgeError {
                checkEqual(error.code, .timeout, "native timeout", on: page)
            }
            let task = Task { @MainActor in
                try await bridge.call("page.hang", ["tag": "cancelled"], as: JSONValue.self)
            }
            try await Task.sleep(for: .milliseconds(50))
            task.cancel()
            do {
                _ = try await task.value
                check(false, "a cancelled call returned", on: page)
            } catch let error as BridgeError {
                checkEqual(error.code, .cancelled, "native cancellation", on: page)
            }
            try await eventually("the page saw both signals abort", on: page) {
                Set(try await page.aborted()).isSuperset(of: ["timed", "cancelled"])
            }
            checkEqual(bridge.pendingCount, 0, "pending after cancellation", on: page)
        }
    }
}
