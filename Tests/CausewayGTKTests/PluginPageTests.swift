import Causeway
import CausewayGTK
import CausewayTestSupport
import XCTest

/// Plugins seen from a real page: function-path calls, streams by path, and the plugin's own script.
final class PluginPageTests: XCTestCase {
    @MainActor
    final class MediaPlugin: Plugin {
        struct Take: Codable, Sendable { var quality: Int }
        struct Count: Codable, Sendable { var upTo: Int }

        let namespace = "media.camera"

        var scripts: [UserScript] {
            [UserScript(source: "window.cameraHelper = (quality) => causeway.media.camera.take({quality});",
                        injectionTime: .documentEnd, frames: .mainOnly, world: .page)]
        }

        func register(_ methods: PluginMethods) {
            methods.handle("take") { (args: Take) in "photo at \(args.quality)" }
            methods.handleStream("frames") { (args: Count, _: CallContext) in
                AsyncStream<Int> { continuation in
                    for frame in 1...args.upTo { continuation.yield(frame) }
                    continuation.finish()
                }
            }
        }
    }

    func testPagesCallPluginMethodsByPath() throws {
        try GLibMainLoop.run {
            let page = try WebKitContractPage(limits: BridgeLimits())
            defer { page.harness.close() }
            page.bridge.install(MediaPlugin())
            try await page.reload()
            let result = try await page.harness.evaluate("""
                const byPath = await causeway.media.camera.take({quality: 80});
                const byName = await causeway.call("media.camera.take", {quality: 90});
                const helper = await window.cameraHelper(70);
                const frames = [];
                for await (const frame of causeway.media.camera.frames({upTo: 4})) frames.push(frame);
                let invalid;
                try { await causeway.media.camera.take({quality: "high"}); } catch (e) { invalid = [e.code, e.path]; }
                return { byPath, byName, helper, frames, invalid, kinds: causeway.methods };
                """)
            XCTAssertEqual(result["byPath"], "photo at 80")
            XCTAssertEqual(result["byName"], "photo at 90")
            XCTAssertEqual(result["helper"], "photo at 70", "the plugin's own script ran in the page")
            XCTAssertEqual(result["frames"], [1, 2, 3, 4])
            XCTAssertEqual(result["invalid"], ["invalidArguments", ["quality"]])
            XCTAssertEqual(result["kinds"]?["media.camera.take"], "call")
            XCTAssertEqual(result["kinds"]?["media.camera.frames"], "stream")
        }
    }
}
