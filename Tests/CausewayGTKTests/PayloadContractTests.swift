import Causeway
import Foundation
import XCTest

/// Awkward values survive the trip unchanged; malformed ones are refused without harm.
final class PayloadContractTests: XCTestCase {
    static let awkward: [JSONValue] = [
        "", nil, [], [:], 0, -1.5, 1e300, true,
        "line\u{2028}separator\u{2029}paragraph",
        "</script><script>alert(1)</script>",
        "\"quotes\" and 'apostrophes' and \\backslashes\\ and \\u0000 text",
        "emoji 😀👩‍👩‍👧 and CJK 桥 and combining e\u{301}",
        "control \u{1}\u{1f} characters",
    ]

    func testAwkwardValuesRoundTripBothWays() {
        contract { page, _ in
            for value in Self.awkward {
                checkEqual(try await page.call("test.echo", value), .ok(value), "page → native \(value.jsonText)", on: page)
                let back = try await page.bridge.call("page.echo", value, as: JSONValue.self)
                checkEqual(back, value, "native → page \(value.jsonText)", on: page)
            }
        }
    }

    func testEightMebibyteStringsBothWays() {
        contract { page, _ in
            let big = String(repeating: "0123456789abcdef", count: 8 * 1024 * 1024 / 16)
            checkEqual(try await page.call("test.echo", .string(big)), .ok(.string(big)), "8 MiB page → native", on: page)
            let back = try await page.bridge.call("page.echo", big, as: String.self)
            checkEqual(back.count, big.count, "8 MiB native → page", on: page)
        }
    }

    /// A pull or a hello travels alone: inside a batch it is refused, and delivery to the page goes on.
    func testAPullOrHelloInsideABatchLeavesDeliveryWorking() {
        contract { page, _ in
            let epoch = page.bridge.epoch
            let call = #"{"v":1,"kind":"call","epoch":\#(epoch),"id":"batched","method":"test.echo","args":1}"#
            for kind in ["pull", "hello"] {
                try await page.postRaw(call + "\n" + #"{"v":1,"kind":"\#(kind)","epoch":\#(epoch)}"#)
                let back = try await page.bridge.call("page.echo", "after a batched \(kind)", as: String.self,
                                                      timeout: .seconds(60))
                checkEqual(back, "after a batched \(kind)", "native → page after a batched \(kind)", on: page)
            }
            checkEqual(try await page.call("test.add", ["a": 20, "b": 22]), .ok(42), "page → native still works", on: page)
        }
    }

    func testDeepNestingIsRefusedWithoutACrash() {
        contract { page, _ in
            var deep: JSONValue = 1
            for _ in 0..<300 { deep = [deep] }
            checkEqual(try await page.call("test.echo", deep).code, .invalidArguments, "deep page arguments", on: page)
            do {
                try page.bridge.emit("deep", deep)
                check(false, "native sent a value nested 300 deep", on: page)
            } catch let error as BridgeError {
                checkEqual(error.code, .invalidArguments, "deep native event", on: page)
            }
            let raw = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            try await page.postRaw(raw)
            try await page.postRaw("this is not JSON")
            let epoch = page.bridge.epoch
            try await page.postRaw(#"{"v":1,"kind":"call","epoch":\#(epoch)}"#)
            try await page.postRaw(#"{"v":99,"kind":"call","epoch":\#(epoch),"id":"x","method":"test.echo"}"#)
            try await eventually("four protocol errors came back", on: page) { try await page.protocolErrors().count >= 4 }
            checkEqual(try await page.protocolErrors(), Array(repeating: "protocolError", count: 4), "malformed posts", on: page)
            checkEqual(try await page.call("test.add", ["a": 20, "b": 22]), .ok(42), "still working", on: page)
        }
    }
}
