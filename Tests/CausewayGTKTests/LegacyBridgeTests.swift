import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Logging
import XCTest

/// Pages written for older bridges run unchanged, through the same handlers and capability rules, and what the
/// shims report reaches the native log.
final class LegacyBridgeTests: XCTestCase {
    /// Which of the shim and the console plugin the app installs first.
    private enum Order: CaseIterable {
        case consoleFirst, shimFirst
    }

    /// What the bridge and the page's console logged natively.
    private struct Logs {
        let bridge = RecordingLogHandler.Log()
        let console = RecordingLogHandler.Log()

        /// The page's `console.error` lines.
        var consoleErrors: [String] {
            console.records.filter { $0.level == .error }.map(\.message)
        }

        /// Whether the page reported `text` through `console.error`.
        func pageReported(_ text: String) -> Bool {
            consoleErrors.contains { $0.hasPrefix(text) }
        }
    }

    private func run(_ page: String, with api: LegacyBridgePlugin.API, order: Order = .consoleFirst,
                     _ body: @escaping @MainActor (WebKitContractPage, Logs) async throws -> Void) throws
    {
        let logs = Logs()
        try GLibMainLoop.run {
            let contract = try WebKitContractPage(limits: BridgeLimits(), logger: Logger(label: "test.bridge") { _ in
                RecordingLogHandler(log: logs.bridge)
            })
            defer { contract.harness.close() }
            installContractHandlers(on: contract.bridge, recorder: Recorder())
            contract.bridge.handle("ObjC Echo") { (data: JSONValue) in ["received": data] as JSONValue }
            let console = ConsolePlugin(logger: Logger(label: "test.console") { _ in RecordingLogHandler(log: logs.console) })
            switch order {
            case .consoleFirst:
                contract.bridge.install(console)
                contract.bridge.install(LegacyBridgePlugin(api))
            case .shimFirst:
                contract.bridge.install(LegacyBridgePlugin(api))
                contract.bridge.install(console)
            }
            try await contract.harness.load(page, host: "app")
            try await body(contract, logs)
        }
    }

    /// The page's `legacyResults` once it holds at least `count` entries.
    @MainActor
    private static func results(_ contract: WebKitContractPage, count: Int) async throws -> [JSONValue] {
        var results: [JSONValue] = []
        try await waitUntil("\(count) legacy results") {
            guard case .array(let list) = try await contract.harness.evaluate("return window.legacyResults;") else {
                return false
            }
            results = list
            return list.count >= count
        }
        return results
    }

    func testWebViewJavascriptBridgePagesRunUnchanged() throws {
        try run("legacy-wvjb.html", with: .webViewJavascriptBridge) { contract, logs in
            let results = try await Self.results(contract, count: 2)
            XCTAssertTrue(results.contains(["echo": ["received": ["key": "value"]]]), "\(results)")
            XCTAssertTrue(results.contains(["whoami": ["origin": "causeway-test://app", "main": true, "frameKnown": true]]))
            let echoed = try await contract.bridge.call("JS Echo", ["n": 1], as: JSONValue.self)
            XCTAssertEqual(echoed, ["echoed": ["n": 1]], "native calls a handler the page registered the old way")
            // The shim reports a failed call instead of calling its callback; once both reports are in, the
            // callbacks of those calls can no longer run.
            try await waitUntil("the page reported the denied and the missing call") {
                logs.pageReported("WebViewJavascriptBridge: test.forbidden failed with denied")
                    && logs.pageReported("WebViewJavascriptBridge: no.such.handler failed with unknownMethod")
            }
            let after = try await Self.results(contract, count: 2)
            XCTAssertFalse(after.contains { $0["forbidden"] != nil }, "a denied call never answers: \(after)")
            XCTAssertFalse(after.contains { $0["missing"] != nil }, "a missing method never answers: \(after)")
        }
    }

    func testBridgeInvokePagesRunUnchanged() throws {
        try run("legacy-invoke.html", with: .invoke) { contract, logs in
            let results = try await Self.results(contract, count: 3)
            XCTAssertTrue(results.contains(["add": 42]), "\(results)")
            XCTAssertTrue(results.contains(["echo": ["one", 2]]), "several arguments arrive as an array")
            XCTAssertTrue(results.contains(["whoami": ["origin": "causeway-test://app", "main": true, "frameKnown": true]]))
            try await waitUntil("the page reported the denied and the missing call") {
                logs.pageReported("bridge.invoke: test.forbidden failed with denied")
                    && logs.pageReported("bridge.invoke: no.such.plugin failed with unknownMethod")
            }
            let after = try await Self.results(contract, count: 3)
            XCTAssertFalse(after.contains { $0["forbidden"] != nil }, "a denied call never answers: \(after)")
            XCTAssertFalse(after.contains { $0["missing"] != nil }, "a missing method never answers: \(after)")
        }
    }

    func testAMissingMethodCalledThroughAShimIsANoticeNatively() throws {
        for (api, page, method) in [(LegacyBridgePlugin.API.webViewJavascriptBridge, "legacy-wvjb.html", "no.such.handler"),
                                    (.invoke, "legacy-invoke.html", "no.such.plugin")]
        {
            try run(page, with: api) { _, logs in
                try await waitUntil("the bridge logged the call of \(method)") {
                    logs.bridge.records.contains { $0.message == "Unknown method" }
                }
                let notices = logs.bridge.records.filter { $0.message == "Unknown method" }
                XCTAssertEqual(notices.map(\.level), [.notice], "\(api)")
                XCTAssertEqual(notices.first?.metadata,
                               ["origin": "causeway-test://app", "frame": "main", "method": method], "\(api)")
            }
        }
    }

    func testShimErrorsReachTheNativeLogWhicheverPluginIsInstalledFirst() throws {
        for order in Order.allCases {
            try run("legacy-wvjb.html", with: .webViewJavascriptBridge, order: order) { _, logs in
                try await waitUntil("the WebViewJavascriptBridge shim's error reached the log (\(order))") {
                    logs.pageReported("WebViewJavascriptBridge: test.forbidden failed with denied")
                }
            }
            try run("legacy-invoke.html", with: .invoke, order: order) { _, logs in
                try await waitUntil("the bridge.invoke shim's error reached the log (\(order))") {
                    logs.pageReported("bridge.invoke: test.forbidden failed with denied")
                }
            }
        }
    }

    func testTheShimsAreOptIn() throws {
        try GLibMainLoop.run {
            let contract = try WebKitContractPage(limits: BridgeLimits())
            defer { contract.harness.close() }
            try await contract.reload()
            let present = try await contract.harness.evaluate(
                "return [typeof window.WebViewJavascriptBridge, typeof (window.bridge && window.bridge.invoke)];")
            XCTAssertEqual(present, ["undefined", "undefined"])
        }
    }
}
