import Causeway
import CausewayGTK
import CausewayTestSupport
import Foundation
import Synchronization
import XCTest

/// Attacks a hostile frame or script posts on the real engine: each must fail without crashing the app, and the
/// bridge must go on answering.
final class HostileFrameTests: XCTestCase {
    /// Every body shape a page can hand `fetch`, to every scheme the engine serves, from a sandboxed frame with no
    /// rights: the request settles, and the app and its bridge live on.
    func testBlobAndFormDataBodiesFromAnyFrameCannotCrashTheApp() throws {
        try withWebKitContractPage { harness in
            let targets = ["causeway-blob://bridge/upload", "causeway-blob://bridge/0123", "causeway-test://app/contract.html"]
            let bodies = [
                "new Blob(['x'])",
                "new Blob([new Uint8Array(70000)], {type: 'application/octet-stream'})",
                "(() => { const f = new FormData(); f.append('file', new Blob(['abc']), 'a.txt'); return f; })()",
                "new File(['abc'], 'a.txt')",
                "new Blob([new Blob(['a']), 'b'])",
                "new Blob([]).slice(0, 0)",
            ]
            for target in targets {
                for body in bodies {
                    let outcome = try await harness.evaluate(
                        FrameAttack.sandboxed(FrameAttack.fetch(target, method: "POST", body: body)))
                    XCTAssertNotNil(outcome.stringValue, "\(body) to \(target) settled in the frame")
                    try await assertTheBridgeAnswers(harness)
                }
            }
            // A form that navigates with a file in its body, to each scheme: the navigation's request is not read either.
            for target in targets {
                let submitted = try await harness.evaluate(FrameAttack.formWithFile(posting: target))
                XCTAssertEqual(submitted, "navigated", "the form's navigation to \(target) ended")
                try await assertTheBridgeAnswers(harness)
            }
            // The main frame's own page world, without the courier, gets no further: its bodies are never read.
            let direct = try await harness.evaluate("""
                const response = await fetch("causeway-blob://bridge/upload", {method: "POST", body: new Blob(["x"])});
                return response.status;
                """)
            XCTAssertEqual(direct, 403)
            try await assertTheBridgeAnswers(harness)
        }
    }

    /// A frame with no rights uploads through its own courier until the store's bounds refuse it: per frame, then in
    /// total; a body over the blob limit is refused without being read whole. The bridge answers throughout.
    func testUploadsAreBoundedPerFrameAndInTotal() throws {
        let limits = BridgeLimits(maxBlobBytes: 1 << 20, maxWaitingBlobBytesPerFrame: 2 << 20,
                                  maxWaitingBlobBytes: 3 << 20)
        try withWebKitContractPage(limits: limits) { harness in
            let sizes = [1 << 20, 1 << 20, 1 << 20, (1 << 20) + 1]
            let first = try await harness.evaluate(FrameAttack.sandboxed(FrameAttack.uploads(sizes)))
            XCTAssertEqual(first, "200,200,413,413", "the frame's bound")
            try await assertTheBridgeAnswers(harness)
            let second = try await harness.evaluate(FrameAttack.sandboxed(FrameAttack.uploads(sizes)))
            XCTAssertEqual(second, "200,413,413,413", "the store's bound")
            try await assertTheBridgeAnswers(harness)
            XCTAssertEqual(harness.bridge.blobs.count, 3)
        }
    }

    /// One post of many permitted calls is worked through in slices: native calls of the page keep answering while
    /// it runs, and the main loop's longest gap is within three times that of messages of the same size (14 MiB,
    /// what the engine costs to hand over and answer those bytes), echoed one after another for as long as the post
    /// took: the longest gap over a stretch of time also holds whatever a busy machine took from the process then, so
    /// both sides are measured over the same length of time.
    func testALargePostDoesNotStallNativeCalls() throws {
        try withWebKitContractPage { harness in
            let gaps = MainLoopGaps()
            defer { gaps.stop() }
            var answered = 0
            let gap = try await gaps.compare(within: 3) {
                _ = try await harness.evaluate("""
                    window.flood = { settled: 0 };
                    const calls = [];
                    for (let i = 0; i < 200000; i++) calls.push(causeway.call("test.add", {a: i, b: 1}));
                    for (const call of calls) call.then(() => window.flood.settled++, () => window.flood.settled++);
                    return calls.length;
                    """)
                while try await harness.evaluate("return window.flood.settled;") != 200_000 {
                    try await assertTheBridgeAnswers(harness)
                    answered += 1
                }
                XCTAssertEqual(harness.bridge.pendingCount, 0)
            } ordinary: { duration in
                let echoing = ContinuousClock.now
                repeat {
                    let echoed = try await harness.evaluate("""
                        return (await causeway.call("test.echo", {text: "x".repeat(14 << 20)})).text.length;
                        """)
                    XCTAssertEqual(echoed, .number(Double(14 << 20)))
                } while ContinuousClock.now - echoing < duration
            }
            XCTAssertGreaterThan(answered, 0, "native calls ran while the post was worked through")
            XCTAssertTrue(gap.holds, "one post against messages of its size, one at a time: \(gap)")
        }
    }

    /// Three posts of messages just under the size limit, one a turn: the main loop's longest gap is within four times
    /// that of the engine handing native code the same bytes itself (an evaluation answering a string of that size),
    /// repeated for as long as the posts took: an echo carries them both ways, the evaluation one way, and the longest
    /// gap over a stretch of time also holds whatever a busy machine took from the process then, so both sides are
    /// measured over the same length of time.
    func testMessagesJustUnderTheLimitDoNotStallTheApp() throws {
        try withWebKitContractPage { harness in
            let gaps = MainLoopGaps()
            defer { gaps.stop() }
            let gap = try await gaps.compare(within: 4) {
                _ = try await harness.evaluate("""
                    window.flood = { settled: 0 };
                    const text = "x".repeat((32 << 20) - 200);
                    for (let i = 0; i < 3; i++) {
                      setTimeout(() => causeway.call("test.echo", {text})
                        .then(() => window.flood.settled++, () => window.flood.settled++), 0);
                    }
                    return true;
                    """)
                try await harness.waitUntil("the three calls settle") {
                    try await harness.evaluate("return window.flood.settled;") == 3
                }
                try await assertTheBridgeAnswers(harness)
                XCTAssertEqual(harness.bridge.pendingCount, 0)
            } ordinary: { duration in
                let handing = ContinuousClock.now
                repeat {
                    let text = try await harness.evaluate(#"return "x".repeat((32 << 20) - 200);"#)
                    XCTAssertEqual(text.stringValue?.utf8.count, (32 << 20) - 200)
                } while ContinuousClock.now - handing < duration
            }
            XCTAssertTrue(gap.holds, "the bridge against the engine alone handing the same bytes: \(gap)")
        }
    }

    /// Frames that come and go leave nothing behind: a removed frame's channel ends, and so do its endless
    /// streams; frames that never say goodbye are capped.
    func testRemovedFramesEndTheirChannelsAndStreams() throws {
        try withWebKitContractPage(limits: BridgeLimits(maxFrameChannels: 40)) { harness in
            let bridge = harness.bridge
            let live = LiveCount()
            bridge.handleStream("test.endless") { (_: Empty, _: CallContext) in
                AsyncStream<Int> { continuation in
                    live.add(1)
                    let task = Task { while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(50)) } }
                    continuation.onTermination = { _ in
                        task.cancel()
                        live.add(-1)
                    }
                }
            }
            for _ in 0..<3 {
                _ = try await harness.evaluate(FrameAttack.frames(30, script: """
                    for (let i = 0; i < 10; i++) (async () => { for await (const _ of causeway.stream("test.endless")) {} })();
                    """))
                try await harness.waitUntil("30 frames with 10 streams each") { live.value == 300 && bridge.frameCount == 31 }
                _ = try await harness.evaluate("document.querySelectorAll('iframe').forEach((f) => f.remove()); return true;")
                try await harness.waitUntil("the removed frames' channels and streams end") {
                    live.value == 0 && bridge.frameCount == 1 && bridge.pendingCount == 0
                }
                try await assertTheBridgeAnswers(harness)
            }
            // Frames whose goodbye never comes (the courier's is the only one) are capped.
            _ = try await harness.evaluate(FrameAttack.frames(60, script: ""))
            try await harness.waitUntil("the table stays at its bound") {
                try await harness.evaluate("return document.querySelectorAll('iframe').length;") == 60
                    && bridge.frameCount == 40
            }
            try await assertTheBridgeAnswers(harness)
        }
    }

    /// The app's own calls still carry Blobs, files and form-less binary values as documented.
    func testTheRuntimeCarriesBlobsAsDocumented() throws {
        try withWebKitContractPage { harness in
            let result = try await harness.evaluate("""
                const pattern = (n) => Uint8Array.from({length: n}, (_, i) => i % 251);
                const blob = await causeway.call("test.upload", {bytes: new Blob([pattern(300)])});
                const file = await causeway.call("test.upload", {bytes: new File([pattern(7)], "f.bin")});
                const view = await causeway.call("test.upload", {bytes: pattern(1000).subarray(0, 500)});
                return {blob, file, view};
                """)
            XCTAssertEqual(result, [
                "blob": ["count": 300, "matches": true],
                "file": ["count": 7, "matches": true],
                "view": ["count": 500, "matches": true],
            ])
        }
    }
}

/// Asserts that a native call of the page and a page call of native code both still answer (a call that never
/// answers fails after 30 seconds, a guard against hanging, not a measure).
@MainActor
func assertTheBridgeAnswers(_ harness: WebKitHarness, file: StaticString = #filePath, line: UInt = #line) async throws {
    let echoed = try await harness.bridge.call("page.echo", ["alive": true], as: JSONValue.self, timeout: .seconds(30))
    XCTAssertEqual(echoed, ["alive": true], file: file, line: line)
    let called = try await harness.evaluate("return await causeway.call('test.add', {a: 2, b: 3});")
    XCTAssertEqual(called, 5, file: file, line: line)
}

/// A count shared with stream handlers, which run anywhere.
final class LiveCount: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func add(_ amount: Int) {
        count.withLock { $0 += amount }
    }
}

/// Page script that runs an attack inside a frame and reports how it ended.
enum FrameAttack {
    /// Function-body script for the main frame's page world: runs `attack` (script that evaluates to a promise of
    /// a string) in a new iframe sandboxed with `sandbox`, and returns the string it ends with.
    static func sandboxed(_ attack: String, sandbox: String = "allow-scripts") -> String {
        let source = """
            <script>
            Promise.resolve().then(() => \(attack)).then(
              (result) => parent.postMessage({attack: String(result)}, "*"),
              (error) => parent.postMessage({attack: "threw " + error}, "*"));
            </script>
            """
        return """
            const frame = document.createElement("iframe");
            frame.sandbox = \(JSONValue.string(sandbox).jsonText);
            frame.srcdoc = \(JSONValue.string(source).jsonText);
            const heard = new Promise((resolve) => addEventListener("message", function listener(event) {
              if (event.source !== frame.contentWindow) return;
              removeEventListener("message", listener);
              resolve(event.data.attack);
            }));
            document.body.append(frame);
            const result = await heard;
            frame.remove();
            return result;
            """
    }

    /// Script that hands the frame's courier one upload of each of `sizes` bytes in turn, as the runtime does, and
    /// evaluates to their statuses joined with commas.
    static func uploads(_ sizes: [Int]) -> String {
        """
        (async () => {
          const statuses = [];
          for (const [index, size] of \(JSONValue.array(sizes.map { .number(Double($0)) }).jsonText).entries()) {
            const id = 1000 + index;
            statuses.push(await new Promise((resolve) => {
              document.addEventListener("causeway:uploaded", function heard(event) {
                if (!event.detail.startsWith(id + "\\n")) return;
                document.removeEventListener("causeway:uploaded", heard);
                resolve(event.detail.split("\\n")[1]);
              });
              document.dispatchEvent(new CustomEvent("causeway:upload", {detail: {id, bytes: new Uint8Array(size)}}));
            }));
          }
          return statuses.join(",");
        })()
        """
    }

    /// Function-body script for the main frame: adds `count` same-origin frames that run `script` once their
    /// runtime is there, and returns once each has said so.
    static func frames(_ count: Int, script: String) -> String {
        let source = "<script>\(script) parent.postMessage('started', '*');</script>"
        return """
            let started = 0;
            const all = new Promise((resolve) => addEventListener("message", function heard(event) {
              if (event.data !== "started" || ++started < \(count)) return;
              removeEventListener("message", heard);
              resolve();
            }));
            for (let i = 0; i < \(count); i++) {
              const frame = document.createElement("iframe");
              frame.srcdoc = \(JSONValue.string(source).jsonText);
              document.body.append(frame);
            }
            await all;
            return started;
            """
    }

    /// Function-body script for the main frame: a sandboxed frame submits a multipart form holding a file to `url`;
    /// returns once the frame's navigation has ended.
    static func formWithFile(posting url: String) -> String {
        let source = """
            <form method="post" enctype="multipart/form-data" action=\(JSONValue.string(url).jsonText)>
            <input type="file" name="file"></form>
            <script>
            addEventListener("load", () => setTimeout(() => {
              const files = new DataTransfer();
              files.items.add(new File(["x"], "x.txt"));
              document.querySelector("input").files = files.files;
              document.querySelector("form").submit();
            }));
            </script>
            """
        return """
            const frame = document.createElement("iframe");
            frame.sandbox = "allow-scripts allow-forms";
            frame.srcdoc = \(JSONValue.string(source).jsonText);
            let loads = 0;
            const navigated = new Promise((resolve) => frame.addEventListener("load", () => { if (++loads === 2) resolve(); }));
            document.body.append(frame);
            await navigated;
            frame.remove();
            return "navigated";
            """
    }

    /// Script that fetches `url` with `method` and `body` (an expression) and evaluates to how it ended.
    static func fetch(_ url: String, method: String, body: String) -> String {
        """
        fetch(\(JSONValue.string(url).jsonText), {method: \(JSONValue.string(method).jsonText), body: \(body)})
          .then((response) => "status " + response.status, () => "rejected")
        """
    }
}
