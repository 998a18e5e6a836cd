import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Logging
import XCTest

/// The page's console reaches swift-log with the origin and frame that wrote it.
final class ConsolePluginTests: XCTestCase {
    func testConsoleLinesAndUncaughtErrorsAreLogged() throws {
        let recorded = RecordingLogHandler.Log()
        try GLibMainLoop.run {
            let page = try WebKitContractPage(limits: BridgeLimits())
            defer { page.harness.close() }
            page.bridge.install(ConsolePlugin(logger: Logger(label: "test.console") { _ in RecordingLogHandler(log: recorded) }))
            try await page.reload()
            _ = try await page.harness.evaluate("""
                console.warn("low battery", { level: 0.1 });
                console.log("plain");
                setTimeout(() => { throw new Error("boom"); }, 0);
                return true;
                """)
            try await page.harness.waitUntil("three lines are logged") { recorded.records.count >= 3 }
        }
        let lines = recorded.records
        let warning = try XCTUnwrap(lines.first { $0.message.hasPrefix("low battery") })
        XCTAssertEqual(warning.message, #"low battery {"level":0.1}"#)
        XCTAssertEqual(warning.level, .warning)
        XCTAssertEqual(warning.metadata["origin"], "causeway-test://app")
        XCTAssertEqual(warning.metadata["frame"], "main")
        XCTAssertEqual(lines.first { $0.message == "plain" }?.level, .info)
        XCTAssertTrue(lines.contains { $0.level == .error && $0.message.contains("Uncaught Error: boom") }, "\(lines.map(\.message))")
    }
}
