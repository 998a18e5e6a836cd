import Causeway
import XCTest

/// Every error code, in both directions, reaches the caller with its details.
final class ErrorContractTests: XCTestCase {
    func testPageSeesEveryNativeErrorCode() {
        contract { page, _ in
            checkEqual(try await page.call("nope.nothing").code, .unknownMethod, "unknown method", on: page)

            let badOrder: JSONValue = ["items": [["name": "a", "count": 1], ["name": "b", "count": 2],
                                                  ["name": "c", "count": "three"]]]
            let invalid = try await page.call("test.order", badOrder)
            if case .failed(let code, _, let path, _) = invalid {
                checkEqual(code, .invalidArguments, "bad field code", on: page)
                checkEqual(path, [.key("items"), .index(2), .key("count")], "bad field path", on: page)
            } else {
                check(false, "a bad field was accepted: \(invalid)", on: page)
            }
            checkEqual(try await page.call("test.add", ["a": 1]).code, .invalidArguments, "missing field", on: page)

            checkEqual(try await page.call("test.fail"),
                       .failed(.handlerFailed, message: "quota exceeded", path: nil, data: ["free": 0]),
                       "handler failure with data", on: page)
            checkEqual(try await page.call("test.throw"),
                       .failed(.handlerFailed, message: "disk full", path: nil, data: nil), "plain error", on: page)
            checkEqual(try await page.call("test.deny").code, .denied, "denied", on: page)
            checkEqual(try await page.call("test.cancelItself").code, .cancelled, "handler cancelled", on: page)
            checkEqual(try await page.call("test.sleep", ["ms": 5000, "tag": "t"], timeout: 50, abortAfter: nil).code,
                       .timeout, "timeout", on: page)
            checkEqual(try await page.call("test.sleep", ["ms": 5000, "tag": "a"], timeout: nil, abortAfter: 50).code,
                       .cancelled, "abort", on: page)
        }
    }

    func testNativeSeesEveryPageErrorCode() {
        contract { page, _ in
            let bridge = page.bridge
            @MainActor func code(_ body: @MainActor () async throws -> Void) async -> BridgeError? {
                do { try await body(); return nil } catch { return error as? BridgeError }
            }
            checkEqual(await code { _ = try await bridge.call("page.nothing", as: JSONValue.self) }?.code,
                       .unknownMethod, "unknown page handler", on: page)
            let failure = await code { _ = try await bridge.call("page.fail", ["message": "nope", "data": [1, 2]] as JSONValue, as: JSONValue.self) }
            checkEqual(failure, BridgeError(.handlerFailed, "nope", data: [1, 2]), "page handler failure", on: page)
            checkEqual(await code { _ = try await bridge.call("page.echo", "text", as: Int.self) }?.code,
                       .invalidArguments, "result of the wrong type", on: page)
        }
    }

    func testPayloadTooLargeBothWays() {
        contract(limits: BridgeLimits(maxMessageBytes: 64 * 1024)) { page, _ in
            let big = JSONValue.string(String(repeating: "x", count: 100 * 1024))
            checkEqual(try await page.call("test.echo", big).code, .payloadTooLarge, "page → native", on: page)
            do {
                try page.bridge.emit("big", big)
                check(false, "native sent a message over the limit", on: page)
            } catch let error as BridgeError {
                checkEqual(error.code, .payloadTooLarge, "native → page", on: page)
            }
            checkEqual(try await page.call("test.add", ["a": 1, "b": 1]), .ok(2), "still working", on: page)
        }
    }
}
