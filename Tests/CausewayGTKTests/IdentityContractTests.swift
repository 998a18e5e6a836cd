import Causeway
import XCTest

/// Native code learns who called from the courier, never from what the page wrote.
final class IdentityContractTests: XCTestCase {
    func testForgedIdentityFieldsAreIgnored() {
        contract { page, _ in
            let forged: JSONValue = ["origin": "https://bank.example", "main": false, "frame": "forged"]
            checkEqual(try await page.call("test.whoami", forged),
                       .ok(["origin": "causeway-test://app", "main": true, "frameKnown": true]), "main frame", on: page)
            let identities = try await page.frameReports().compactMap { $0["identity"] }
            let other = identities.first { $0["origin"] == "causeway-test://other" }
            let same = identities.first { $0["origin"] == "causeway-test://app" }
            checkEqual(other, ["origin": "causeway-test://other", "main": false, "frameKnown": true],
                       "frame of another origin", on: page)
            checkEqual(same, ["origin": "causeway-test://app", "main": false, "frameKnown": true],
                       "frame of the same origin", on: page)
        }
    }
}
