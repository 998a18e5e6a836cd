import Causeway
import XCTest

/// A bridge's observer sees the same messages on the fake engine and on real WebKitGTK: each call once as it starts
/// and once as it settles, with the frame, the size, the time it took and how it ended.
final class ObserverContractTests: XCTestCase {
    func testCallsBothWaysAndEventsAreObservedOnceWithTheirOutcomes() {
        contract { page, _ in
            var seen: [BridgeTraceEvent] = []
            page.bridge.observer = { seen.append($0) }
            defer { page.bridge.observer = nil }
            func named(_ name: String) -> [BridgeTraceEvent] { seen.filter { $0.name == name } }

            checkEqual(try await page.call("test.add", ["a": 2, "b": 40]), .ok(42), "add", on: page)
            checkEqual(try await page.call("test.fail").code, .handlerFailed, "fail", on: page)
            let echoed = try await page.bridge.call("page.echo", ["x": 1], as: JSONValue.self)
            checkEqual(echoed, ["x": 1], "page echo", on: page)
            try await page.emit("test.observed", [1])
            try await eventually("the page's event was seen", on: page) { !named("test.observed").isEmpty }

            let add = named("test.add")
            checkEqual(add.map(\.kind), [.call, .reply], "the call's messages", on: page)
            checkEqual(add.map(\.direction), [.pageToNative, .nativeToPage], "the call's directions", on: page)
            checkEqual(add.map(\.origin), ["causeway-test://app", "causeway-test://app"], "origin", on: page)
            check(add.allSatisfy { $0.isMainFrame && $0.bytes > 0 }, "main frame and a size: \(add)", on: page)
            checkEqual(add.last?.outcome, .ok, "the reply's outcome", on: page)
            check((add.last?.duration ?? .seconds(-1)) >= .zero, "the call's duration: \(add)", on: page)
            checkEqual(named("test.fail").map(\.outcome), [nil, .failed(.handlerFailed)], "the failure", on: page)

            let echo = named("page.echo")
            checkEqual(echo.map(\.kind), [.call, .reply], "the native call's messages", on: page)
            checkEqual(echo.map(\.direction), [.nativeToPage, .pageToNative], "the native call's directions", on: page)
            checkEqual(echo.last?.outcome, .ok, "the page's reply", on: page)
            check((echo.last?.duration ?? .seconds(-1)) >= .zero, "the native call's duration: \(echo)", on: page)
            checkEqual(named("test.observed").map(\.kind), [.event], "the event", on: page)
        }
    }
}
