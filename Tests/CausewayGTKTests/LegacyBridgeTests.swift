import Causeway
import CausewayGTK
import CausewayTesting
import XCTest

/// Pages written for older bridges run unchanged, through the same handlers and capability rules.
final class LegacyBridgeTests: XCTestCase {
    private func run(_ page: String, with api: LegacyBridgePlugin.API,
                     _ body: @escaping @MainActor (WebKitContractPage) async throws -> Void) throws
    {
        try GLibMainLoop.run {
            let contract = try WebKitContractPage(limits: BridgeLimits())
            defer { contract.harness.close() }
            installContractHandlers(on: contract.bridge, recorder: Recorder())
            contract.bridge.handle("ObjC Echo") { (data: JSONValue) in ["received": data] as JSONValue }
            contract.bridge.install(LegacyBridgePlugin(api))
            try await contract.harness.load(page, host: "app")
            try await body(contract)
        }
    }

    @MainActor
    private static func results(_ contract: WebKitContractPage, count: Int) async throws -> [JSONValue] {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if case .array(let results) = try await contract.harness.evaluate("return window.legacyResults;"),
               results.count >= count
            {
                return results
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw HarnessError.timedOut("\(count) legacy results")
    }

    func testWebViewJavascriptBridgePagesRunUnchanged() throws {
        try run("legacy-wvjb.html", with: .webViewJavascriptBridge) { contract in
            let results = try await Self.results(contract, count: 2)
            XCTAssertTrue(results.contains(["echo": ["received": ["key": "value"]]]), "\(results)")
            XCTAssertTrue(results.contains(["whoami": ["origin": "causeway-test://app", "main": true, "frameKnown": true]]))
            let echoed = try await contract.bridge.call("JS Echo", ["n": 1], as: JSONValue.self)
            XCTAssertEqual(echoed, ["echoed": ["n": 1]], "native calls a handler the page registered the old way")
            try await Task.sleep(for: .milliseconds(100))
            let after = try await Self.results(contract, count: 2)
            XCTAssertFalse(after.contains { $0["forbidden"] != nil }, "a denied call never answers: \(after)")
        }
    }

    func testBridgeInvokePagesRunUnchanged() throws {
        try run("legacy-invoke.html", with: .invoke) { contract in
            let results = try await Self.results(contract, count: 3)
            XCTAssertTrue(results.contains(["add": 42]), "\(results)")
            XCTAssertTrue(results.contains(["echo": ["one", 2]]), "several arguments arrive as an array")
            XCTAssertTrue(results.contains(["whoami": ["origin": "causeway-test://app", "main": true, "frameKnown": true]]))
            try await Task.sleep(for: .milliseconds(100))
            let after = try await Self.results(contract, count: 3)
            XCTAssertFalse(after.contains { $0["forbidden"] != nil }, "a denied call never answers: \(after)")
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
