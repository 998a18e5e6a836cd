import Causeway
import XCTest

/// Events in both directions arrive complete and in order; native events travel in batches.
final class EventContractTests: XCTestCase {
    func testNativeEventsArriveInOrder() {
        contract { page, _ in
            try await page.listen("tick")
            for index in 0..<500 { try page.bridge.emit("tick", index) }
            try await eventually("500 events arrived", on: page) { try await page.recorded("tick").count >= 500 }
            checkEqual(try await page.recorded("tick"), (0..<500).map { .number(Double($0)) }, "event order", on: page)
        }
    }

    func testPageEventsArriveInOrder() {
        contract { page, _ in
            let events = page.bridge.events(named: "clicked")
            let collector = Task { @MainActor in
                var values: [JSONValue] = []
                for await event in events {
                    values.append(event.data)
                    if values.count == 300 { break }
                }
                return values
            }
            try await page.emit("clicked", (0..<300).map { .number(Double($0)) })
            let values = await collector.value
            checkEqual(values, (0..<300).map { .number(Double($0)) }, "page event order", on: page)
        }
    }

    func testStartupQueueDeliversEarlyTrafficAfterReady() {
        contract(loadPage: false) { page, _ in
            let bridge = page.bridge
            for index in 0..<20 { try bridge.emit("startup", index) }
            let early = Task { @MainActor in try await bridge.call("page.echo", "early", as: String.self) }
            try await eventually("the early call is queued", on: page) { bridge.pendingCount == 1 }
            try await page.reload()
            checkEqual(try await early.value, "early", "early call answered", on: page)
            try await eventually("early events arrived", on: page) { try await page.recorded("startup").count >= 20 }
            checkEqual(try await page.recorded("startup"), (0..<20).map { .number(Double($0)) }, "early event order", on: page)
        }
    }
}
