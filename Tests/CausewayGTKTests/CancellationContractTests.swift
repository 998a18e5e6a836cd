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
            // A native call waits for the page to ask for it: one whose timeout comes first never reaches the page,
            // which is right, and tests nothing. So the timeout doubles until a call reached the handler before it.
            var timeout = Duration.milliseconds(50)
            for attempt in 1...6 {
                guard try await page.hanging().isEmpty else { break }
                do {
                    _ = try await bridge.call("page.hang", ["tag": JSONValue.string("timed-\(attempt)")], as: JSONValue.self,
                                              timeout: timeout)
                    check(false, "a hanging call returned", on: page)
                } catch let error as BridgeError {
                    checkEqual(error.code, .timeout, "native timeout", on: page)
                }
                timeout *= 2
            }
            let task = Task { @MainActor in
                try await bridge.call("page.hang", ["tag": "cancelled"], as: JSONValue.self)
            }
            try await eventually("the page's handler runs", on: page) { try await page.hanging().contains("cancelled") }
            task.cancel()
            do {
                _ = try await task.value
                check(false, "a cancelled call returned", on: page)
            } catch let error as BridgeError {
                checkEqual(error.code, .cancelled, "native cancellation", on: page)
            }
            try await eventually("every handler that ran saw its signal abort", on: page) {
                let (hanging, aborted) = (try await page.hanging(), Set(try await page.aborted()))
                return hanging.contains { $0.hasPrefix("timed") } && aborted.isSuperset(of: hanging)
            }
            checkEqual(bridge.pendingCount, 0, "pending after cancellation", on: page)
        }
    }
}
