import Causeway
import CausewayGTK
import CausewayTestSupport
import XCTest

/// The window host on the real engine.
final class WindowHostTests: XCTestCase {
    func testTheWindowTitleFollowsTheDocument() throws {
        try GLibMainLoop.run {
            let page = try WebKitContractPage(limits: BridgeLimits())
            defer { page.harness.close() }
            try await page.reload()
            let window = page.harness.window
            try await page.harness.waitUntil("the title is the document's") { window.title == "Contract" }
            _ = try await page.harness.evaluate("document.title = 'Renamed'; return true;")
            try await page.harness.waitUntil("the title follows a change") { window.title == "Renamed" }
            _ = try await page.harness.evaluate("document.title = ''; return true;")
            try await page.harness.waitUntil("an empty title falls back") { window.title == "Causeway tests" }
        }
    }
}
