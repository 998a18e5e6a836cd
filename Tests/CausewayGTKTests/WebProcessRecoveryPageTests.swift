import Causeway
import CausewayGTK
import CausewayTestSupport
import XCTest

/// Killing the real web process: the page comes back and hears why.
final class WebProcessRecoveryPageTests: XCTestCase {
    func testAKilledWebProcessIsRecovered() throws {
        try GLibMainLoop.run {
            let page = try WebKitContractPage(limits: BridgeLimits())
            defer { page.harness.close() }
            installContractHandlers(on: page.bridge, recorder: Recorder())
            let recovery = WebProcessRecovery(engine: page.harness.engine, bridge: page.bridge)
            try await page.reload()
            let epoch = page.bridge.epoch
            page.harness.engine.terminateWebProcess()
            try await page.harness.waitUntil("a new document is ready") {
                page.bridge.epoch > epoch && page.bridge.isPageReady
            }
            try await eventually("the page heard it was recovered", on: page) {
                try await !page.recorded("recovered").isEmpty
            }
            let recovered = try await page.recorded("recovered")
            XCTAssertEqual(recovered, [["reason": "terminated by the application"]])
            let sum = try await page.call("test.add", ["a": 1, "b": 2])
            XCTAssertEqual(sum, .ok(3), "the recovered page works")
            XCTAssertEqual(recovery.policy, .reload)
        }
    }
}
