import Causeway
import XCTest

/// Calls in both directions, one at a time and a thousand at once.
final class RoundTripContractTests: XCTestCase {
    func testPageCallsNativeAndGetsTypedResults() {
        contract { page, _ in
            checkEqual(try await page.call("test.add", ["a": 2, "b": 40]), .ok(42), "add", on: page)
            let value: JSONValue = ["list": [1, "two", nil, true], "nested": ["x": 1.5]]
            checkEqual(try await page.call("test.echo", value), .ok(value), "echo", on: page)
            checkEqual(page.bridge.pendingCount, 0, "pending after calls", on: page)
        }
    }

    func testNativeCallsPageHandlers() {
        contract { page, _ in
            let echoed = try await page.bridge.call("page.echo", ["hello": "page"], as: JSONValue.self)
            checkEqual(echoed, ["hello": "page"], "page echo", on: page)
            let value = try await page.bridge.call("page.slow", ["ms": 5, "value": 7, "tag": "quick"] as JSONValue, as: Int.self)
            checkEqual(value, 7, "page slow", on: page)
        }
    }

    func testAThousandConcurrentCallsEachWay() {
        contract { page, _ in
            let list = (0..<1000).map { JSONValue.number(Double($0)) }
            let outcomes = try await page.callMany("test.echo", list)
            checkEqual(outcomes, list.map(CallOutcome.ok), "1000 page calls", on: page)

            let bridge = page.bridge
            let tasks = (0..<1000).map { index in
                Task { @MainActor in try? await bridge.call("page.echo", index, as: Int.self) }
            }
            var results: [Int?] = []
            for task in tasks { results.append(await task.value) }
            checkEqual(results, (0..<1000).map { Optional($0) }, "1000 native calls", on: page)
            checkEqual(bridge.pendingCount, 0, "pending after concurrent calls", on: page)
        }
    }
}
