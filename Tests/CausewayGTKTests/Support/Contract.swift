import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import Foundation
import XCTest

/// Runs one contract against the fake engine (playing WebKitGTK's channel, then WKWebView's) and then against real
/// WebKitGTK, with the same body.
///
/// Real-engine tests need the main thread (GTK and WebKit live there), so the contracts are XCTest methods,
/// which run on it, and the GLib loop runs for the length of each body.
func contract(limits: BridgeLimits = BridgeLimits(), loadPage: Bool = true,
              file: StaticString = #filePath, line: UInt = #line,
              _ body: @escaping @MainActor (any ContractPage, Recorder) async throws -> Void)
{
    let makers: [(String, @MainActor @Sendable () throws -> any ContractPage)] = [
        ("fake engine", { FakeContractPage(limits: limits) }),
        ("fake engine, page world", { FakeContractPage(limits: limits, messageChannel: .pageWorld) }),
        ("WebKitGTK", { try WebKitContractPage(limits: limits) }),
    ]
    for (name, make) in makers {
        do {
            try GLibMainLoop.run {
                let page = try make()
                let recorder = Recorder()
                installContractHandlers(on: page.bridge, recorder: recorder)
                defer { (page as? WebKitContractPage)?.harness.close() }
                if loadPage { try await page.reload() }
                try await body(page, recorder)
            }
        } catch {
            XCTFail("[\(name)] \(error)", file: file, line: line)
        }
    }
}

/// Fails with the engine's name when `condition` does not hold.
@MainActor
func check(_ condition: Bool, _ message: @autoclosure () -> String, on page: any ContractPage,
           file: StaticString = #filePath, line: UInt = #line)
{
    if !condition { XCTFail("[\(page.name)] \(message())", file: file, line: line) }
}

/// Fails when `actual` differs from `expected`.
@MainActor
func checkEqual<Value: Equatable>(_ actual: Value, _ expected: Value, _ what: String, on page: any ContractPage,
                                  file: StaticString = #filePath, line: UInt = #line)
{
    if actual != expected {
        XCTFail("[\(page.name)] \(what): got \(actual), expected \(expected)", file: file, line: line)
    }
}

/// Waits until `condition` holds, failing after `timeout`: a guard against a hang, never a bound on the engine's speed.
@MainActor
func eventually(_ what: String, on page: any ContractPage, timeout: Duration = .seconds(60),
                file: StaticString = #filePath, line: UInt = #line,
                _ condition: @MainActor () async throws -> Bool) async throws
{
    do {
        try await waitUntil(what, timeout: timeout, condition)
    } catch HarnessError.timedOut {
        XCTFail("[\(page.name)] timed out waiting until \(what)", file: file, line: line)
    }
}
