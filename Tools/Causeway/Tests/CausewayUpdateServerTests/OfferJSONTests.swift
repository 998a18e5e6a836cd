import CausewayPackages
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// An offer's body, written by hand for every check, is JSON that `UpdateOffer`'s own decoding reads back as the same
/// offer, whatever its strings hold.
@Suite struct OfferJSONTests {
    @Test func anOfferWrittenByHandDecodesAsTheSameOffer() throws {
        let pieces = ["shop", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}", "é", "漢", "🙂", "\u{2028}", " "]
        var drawn = 0
        // Each text a few pieces, every piece next to every other over the rounds.
        func text() -> String {
            drawn += 1
            return (0..<(drawn % 6)).map { pieces[(drawn * 7 + $0 * 11) % pieces.count] }.joined()
        }
        for round in 0..<500 {
            let offer = UpdateOffer(packageID: text(), version: Version(checking: round % 2 == 0 ? "1.2.3" : "1.0.0-rc.1+b-7")!,
                                    kind: round % 3 == 0 ? .delta : .full, path: text(), sha256: text(),
                                    size: Int64(round) * 2_000_000_011,
                                    reportToken: round % 4 == 0 ? nil : text(), isRollback: round % 5 == 0)
            let decoded = try JSONDecoder().decode(UpdateOffer.self, from: Data(offer.json.utf8))
            #expect(decoded == offer, "\(offer.json)")
        }
    }
}
