import Causeway
import XCTest

/// A new document settles everything the old one had in flight.
final class NavigationContractTests: XCTestCase {
    func testReloadSettlesCallsInFlightWithNavigated() {
        contract { page, recorder in
            let bridge = page.bridge
            let epoch = bridge.epoch
            let pending = Task { @MainActor in
                try await bridge.call("page.hang", ["tag": "navigated"], as: JSONValue.self)
            }
            try await page.start("test.sleep", ["ms": 30000, "tag": "page-call"])
            try await eventually("both calls are in flight", on: page) { bridge.pendingCount >= 2 }
            try await page.reload()
            do {
                _ = try await pending.value
                check(false, "a call to the old document returned", on: page)
            } catch let error as BridgeError {
                checkEqual(error.code, .navigated, "native call across navigation", on: page)
            }
            try await eventually("the old document's native task was cancelled", on: page) {
                recorder.notes.contains("cancelled:page-call")
            }
            check(bridge.epoch > epoch, "the epoch advanced", on: page)
            checkEqual(bridge.pendingCount, 0, "pending after navigation", on: page)
            checkEqual(try await page.call("test.add", ["a": 1, "b": 2]), .ok(3), "new document works", on: page)
        }
    }
}
