import Causeway
import CausewayGTK
import CausewayTesting
import XCTest

/// What page script in the page's own world can and cannot reach, on the real engine.
final class PageWorldSecurityTests: XCTestCase {
    func testThePageWorldCannotReachTheMessageHandler() throws {
        try withWebKitContractPage { harness in
            let reach = try await harness.evaluate("""
                return {
                  handler: typeof (window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.causeway),
                  runtime: typeof window.causeway,
                };
                """)
            XCTAssertEqual(reach, ["handler": "undefined", "runtime": "object"])
        }
    }

    func testClobberingGlobalsBreaksNeitherTheRuntimeNorTheIdentity() throws {
        try withWebKitContractPage { harness in
            let result = try await harness.evaluate("""
                const saved = window.causeway;
                try { window.causeway = { call: () => Promise.resolve("forged") }; } catch (e) {}
                try { delete window.causeway; } catch (e) {}
                window.webkit = { messageHandlers: { causeway: { postMessage: () => Promise.resolve("forged") } } };
                JSON.parse = () => { throw new Error("clobbered"); };
                JSON.stringify = () => "{}";
                window.CustomEvent = function () { throw new Error("clobbered"); };
                EventTarget.prototype.dispatchEvent = () => true;
                window.fetch = () => Promise.reject(new Error("clobbered"));
                const identity = await saved.call("test.whoami", { origin: "https://bank.example", main: false });
                const bytes = await saved.call("test.upload", { bytes: new Uint8Array([0, 1, 2]) });
                return { same: window.causeway === saved, identity, bytes };
                """)
            XCTAssertEqual(result["same"], true)
            XCTAssertEqual(result["identity"], ["origin": "causeway-test://app", "main": true, "frameKnown": true])
            XCTAssertEqual(result["bytes"], ["count": 3, "matches": true])
        }
    }

    func testWebProcessTerminationSettlesCallsInFlight() throws {
        try withWebKitContractPage { harness in
            let bridge = harness.bridge
            let pending = Task { @MainActor in try await bridge.call("page.hang", ["tag": "crash"], as: JSONValue.self) }
            try await harness.waitUntil("the call is delivered") { bridge.pendingCount == 1 }
            harness.engine.terminateWebProcess()
            do {
                _ = try await pending.value
                XCTFail("a call to a dead web process returned")
            } catch let error as BridgeError {
                XCTAssertEqual(error.code, .navigated)
            }
            XCTAssertEqual(bridge.pendingCount, 0)
        }
    }
}
