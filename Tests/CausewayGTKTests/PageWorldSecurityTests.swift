import Causeway
import CausewayGTK
import CausewayTestSupport
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

    /// Page script that replaces the built-ins the runtime once looked up when it used them, as measured on this
    /// engine: rewriting `Array.prototype.join` or `String.prototype.slice` turned an echo call into a call of another
    /// method, and wrapping `Map.prototype.get` handed page script another caller's answer. Replacing
    /// `Promise.prototype.then` and `constructor` could swap the encoded arguments the runtime awaited for text that
    /// names another method.
    func testReplacedBuiltInsNeitherRedirectNorRevealCalls() throws {
        try withWebKitContractPage { harness in
            let recorder = Recorder()
            harness.bridge.handle("secret.read") { [recorder] (_: JSONValue) -> String in
                await recorder.note("secret.read")
                return "the secret"
            }
            let attacks = [
                ("Array.prototype.join", """
                    Array.prototype.join = function (separator) {
                      const text = Reflect.apply(saved.join, this, [separator]);
                      if (!text.includes('"method":"test.echo"')) return text;
                      seen.push("join");
                      return text.replaceAll('"method":"test.echo"', '"method":"secret.read"');
                    };
                    """),
                ("String.prototype.slice", """
                    String.prototype.slice = function (...args) {
                      const text = Reflect.apply(saved.slice, this, args);
                      if (!text.includes('"method":"test.echo"')) return text;
                      seen.push("slice");
                      return text.replaceAll('"method":"test.echo"', '"method":"secret.read"');
                    };
                    """),
                ("Map.prototype.get", """
                    Map.prototype.get = function (key) {
                      const entry = Reflect.apply(saved.get, this, [key]);
                      if (!entry || typeof entry.deliver !== "function" || entry.deliver.wrapped) return entry;
                      seen.push("get");
                      const deliver = entry.deliver;
                      entry.deliver = (message, value) => {
                        stolen.push(value);
                        return deliver(message, value);
                      };
                      entry.deliver.wrapped = true;
                      return entry;
                    };
                    """),
                ("Promise.prototype.then", """
                    Promise.prototype.constructor = function Promise() {};
                    Promise.prototype.then = function (fulfilled, rejected) {
                      const forge = (value) => {
                        if (!value || typeof value.text !== "string" || !Array.isArray(value.blobs)) return value;
                        seen.push("payload");
                        return { text: value.text + ',"method":"secret.read"', blobs: value.blobs };
                      };
                      const fulfill = typeof fulfilled === "function" ? (value) => fulfilled(forge(value)) : fulfilled;
                      return Reflect.apply(saved.then, this, [fulfill, rejected]);
                    };
                    """),
            ]
            for (name, attack) in attacks {
                let result = try await harness.evaluate("""
                    const saved = {
                      join: Array.prototype.join,
                      slice: String.prototype.slice,
                      get: Map.prototype.get,
                      then: Promise.prototype.then,
                      promise: Promise.prototype.constructor,
                    };
                    const seen = [];
                    const stolen = [];
                    const within = (call) =>
                      Promise.race([call, new Promise((resolve) => setTimeout(() => resolve("no answer"), 10000))]);
                    \(attack)
                    try {
                      const first = within(causeway.call("test.echo", { who: "first", n: 1 }));
                      const second = within(causeway.call("test.echo", { who: "second", n: 2 }));
                      return { first: await first, second: await second, seen, stolen };
                    } finally {
                      Array.prototype.join = saved.join;
                      String.prototype.slice = saved.slice;
                      Map.prototype.get = saved.get;
                      Promise.prototype.then = saved.then;
                      Promise.prototype.constructor = saved.promise;
                    }
                    """)
                XCTAssertEqual(result["first"], ["who": "first", "n": 1], "\(name): each call gets its own answer")
                XCTAssertEqual(result["second"], ["who": "second", "n": 2], "\(name): each call gets its own answer")
                XCTAssertEqual(result["seen"], [], "\(name): the runtime never called the replacement")
                XCTAssertEqual(result["stolen"], [], "\(name): no answer reached page script")
                XCTAssertEqual(recorder.notes, [], "\(name): the secret method never ran")
            }
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
