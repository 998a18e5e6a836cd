import CausewayUpdateServer
import Foundation
import Testing
import Version

/// Offer tokens: bound to device, package and version, signed with the registry's secret, expiring; anything else
/// a peer sends is refused without a trap.
@Suite struct OfferTokensTests {
    let tokens = OfferTokens(secret: Data(repeating: 7, count: 32))
    let version = Version(2, 0, 0)

    @Test func aTokenCountsOnlyForWhatItWasIssuedFor() throws {
        let issued = Date(timeIntervalSince1970: 1_800_000_000)
        let token = tokens.issue(packageID: "shop", version: version, device: "phone", at: issued)
        let redeemable = try tokens.check(token, packageID: "shop", version: version, device: "phone", at: issued)
        #expect(redeemable.id.count == 32)
        #expect(tokens.issue(packageID: "shop", version: version, device: "phone") != token, "each is new")

        #expect(throws: OfferTokens.Refusal.notIssuedForThis) {
            try tokens.check(token, packageID: "shop", version: version, device: "tablet", at: issued)
        }
        #expect(throws: OfferTokens.Refusal.notIssuedForThis) {
            try tokens.check(token, packageID: "shop", version: Version(2, 0, 1), device: "phone", at: issued)
        }
        #expect(throws: OfferTokens.Refusal.notIssuedForThis) {
            try tokens.check(token, packageID: "cart", version: version, device: "phone", at: issued)
        }
        #expect(throws: OfferTokens.Refusal.notIssuedForThis) {
            try OfferTokens(secret: Data(repeating: 8, count: 32))
                .check(token, packageID: "shop", version: version, device: "phone", at: issued)
        }
        #expect(throws: OfferTokens.Refusal.expired) {
            try tokens.check(token, packageID: "shop", version: version, device: "phone",
                             at: issued.addingTimeInterval(tokens.lifetime + 1))
        }
        #expect(throws: OfferTokens.Refusal.malformed) {
            try tokens.check(nil, packageID: "shop", version: version, device: "phone", at: issued)
        }
    }

    /// Random strings and every one-character change of a real token: none traps, none is accepted.
    @Test func mutatedAndRandomTokensAreRefused() {
        let token = tokens.issue(packageID: "shop", version: version, device: "phone")
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/.é\u{0}")
        var generator = SystemRandomNumberGenerator()
        var candidates: [String] = []
        for index in token.indices {
            for replacement in ["A", "-", "_", "", "=="] where String(token[index]) != replacement {
                candidates.append(token.replacingCharacters(in: index...index, with: replacement))
            }
        }
        for _ in 0..<5000 {
            let length = Int.random(in: 0...120, using: &generator)
            candidates.append(String((0..<length).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        let accepted = candidates.filter {
            (try? tokens.check($0, packageID: "shop", version: version, device: "phone")) != nil
        }
        #expect(accepted.isEmpty, "\(accepted.prefix(3))")
    }
}
