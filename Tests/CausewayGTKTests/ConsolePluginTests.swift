import Causeway
import CausewayGTK
import CausewayTesting
import Logging
import Synchronization
import XCTest

/// The page's console reaches swift-log with the origin and frame that wrote it.
final class ConsolePluginTests: XCTestCase {
    /// Keeps every record a logger receives.
    struct RecordingHandler: LogHandler {
        struct Record: Sendable { var level: Logger.Level; var message: String; var metadata: [String: String] }

        let records: Recorded
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let metadata = (event.metadata ?? [:]).mapValues { "\($0)" }
            records.lines.withLock { $0.append(Record(level: event.level, message: "\(event.message)", metadata: metadata)) }
        }
    }

    final class Recorded: Sendable {
        let lines = Mutex<[RecordingHandler.Record]>([])
    }

    func testConsoleLinesAndUncaughtErrorsAreLogged() throws {
        let recorded = Recorded()
        try GLibMainLoop.run {
            let page = try WebKitContractPage(limits: BridgeLimits())
            defer { page.harness.close() }
            page.bridge.install(ConsolePlugin(logger: Logger(label: "test.console") { _ in RecordingHandler(records: recorded) }))
            try await page.reload()
            _ = try await page.harness.evaluate("""
                console.warn("low battery", { level: 0.1 });
                console.log("plain");
                setTimeout(() => { throw new Error("boom"); }, 0);
                return true;
                """)
            try await page.harness.waitUntil("three lines are logged") { recorded.lines.withLock { $0.count >= 3 } }
        }
        let lines = recorded.lines.withLock { $0 }
        let warning = try XCTUnwrap(lines.first { $0.message.hasPrefix("low battery") })
        XCTAssertEqual(warning.message, #"low battery {"level":0.1}"#)
        XCTAssertEqual(warning.level, .warning)
        XCTAssertEqual(warning.metadata["origin"], "causeway-test://app")
        XCTAssertEqual(warning.metadata["frame"], "main")
        XCTAssertEqual(lines.first { $0.message == "plain" }?.level, .info)
        XCTAssertTrue(lines.contains { $0.level == .error && $0.message.contains("Uncaught Error: boom") }, "\(lines.map(\.message))")
    }
}
