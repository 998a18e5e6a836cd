import Causeway
import XCTest

/// The policy decides who may call what, before any handler is looked up.
final class CapabilityContractTests: XCTestCase {
    func testRefusedCallsAreDeniedWithoutRevealingMethods() {
        contract { page, _ in
            checkEqual(try await page.call("test.forbidden").code, .denied, "a denying rule wins", on: page)
            page.bridge.policy = CapabilityPolicy(rules: [.allow(["causeway-test://app"], methods: ["test.add"])])
            checkEqual(try await page.call("test.add", ["a": 1, "b": 2]), .ok(3), "granted", on: page)
            checkEqual(try await page.call("test.echo", "x").code, .denied, "not granted", on: page)
            checkEqual(try await page.call("no.such.method").code, .denied, "an unknown method is not revealed", on: page)
            page.bridge.policy = CapabilityPolicy()
            checkEqual(try await page.call("test.add", ["a": 1, "b": 2]).code, .denied, "nothing by default", on: page)
        }
    }

    func testIframesAreAnExplicitOptIn() {
        contract { page, _ in
            let reports = try await page.frameReports()
            let other = reports.first { $0["identity"]?["origin"] == "causeway-test://other" }
            let same = reports.first { $0["identity"]?["origin"] == "causeway-test://app" }
            checkEqual(other?["add"], ["code": "denied"], "a frame of another origin, not granted test.add", on: page)
            checkEqual(same?["add"], ["ok": 3], "a frame of the app's origin, opted in", on: page)
        }
    }
}
