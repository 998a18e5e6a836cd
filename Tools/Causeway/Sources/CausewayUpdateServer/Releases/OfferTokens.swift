import Crypto
public import Foundation
public import Version

/// The tokens that make device reports count: each offer carries one, bound to the device, the package and the
/// version offered, signed with the registry's secret so that every server on the registry can check it, and
/// redeemed by one report.
///
/// A token is `base64url(issued-at ‖ nonce ‖ HMAC-SHA256)`: 8 bytes of seconds since 1970, 16 random bytes that
/// name it (``Redeemable/id``), and the MAC over both and the device, package and version. It is good for
/// ``lifetime`` after it was issued.
public struct OfferTokens: Sendable {
    /// Why a report's token does not count.
    public enum Refusal: Error, Sendable, Equatable {
        /// No token, or not one this server could have made.
        case malformed
        /// Made for another device, package or version, or with another secret.
        case notIssuedForThis
        /// Older than ``OfferTokens/lifetime``.
        case expired
    }

    /// A checked token, ready to be redeemed once.
    public struct Redeemable: Sendable, Equatable {
        /// The token's nonce, in hex: what the registry keeps once it is redeemed.
        public var id: String
    }

    /// How long after it was issued a token counts.
    public var lifetime: TimeInterval = 60 * 60 * 24 * 30
    private let secret: Data

    /// Tokens signed with `secret` (see ``ReleaseRegistry/tokenSecret()``).
    public init(secret: Data) {
        self.secret = secret
    }

    /// A new token for `device`'s offer of `version` of `packageID`.
    public func issue(packageID: String, version: Version, device: String, at now: Date = Date()) -> String {
        var body = Data()
        withUnsafeBytes(of: UInt64(max(0, now.timeIntervalSince1970)).bigEndian) { body.append(contentsOf: $0) }
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2 { withUnsafeBytes(of: random.next() as UInt64) { body.append(contentsOf: $0) } }
        let mac = Data(HMAC<SHA256>.authenticationCode(for: Self.signed(body, packageID, version, device),
                                                               using: SymmetricKey(data: secret)))
        return (body + mac).base64URLEncoded
    }

    /// Checks that `token` was issued for `device`'s offer of `version` of `packageID` and is not expired.
    public func check(_ token: String?, packageID: String, version: Version, device: String,
                      at now: Date = Date()) throws(Refusal) -> Redeemable
    {
        // Only the one spelling this server writes: no padding, no unused bits set.
        guard let token, token.utf8.count <= 100, let bytes = Data(base64URLEncoded: token), bytes.count == 56,
              bytes.base64URLEncoded == token
        else {
            throw .malformed
        }
        let body = bytes.prefix(24), mac = bytes.suffix(32)
        guard HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: Self.signed(Data(body), packageID, version, device),
                                                     using: SymmetricKey(data: secret))
        else {
            throw .notIssuedForThis
        }
        let issued = body.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard now.timeIntervalSince1970 - Double(issued) <= lifetime else { throw .expired }
        return Redeemable(id: body.suffix(16).map { String(format: "%02x", $0) }.joined())
    }

    private static func signed(_ body: Data, _ packageID: String, _ version: Version, _ device: String) -> Data {
        Data("causeway offer\u{0}\(packageID)\u{0}\(version)\u{0}\(device)\u{0}".utf8) + body
    }
}

extension Data {
    /// Base64 with the URL alphabet and no padding.
    var base64URLEncoded: String {
        let encoded = base64EncodedData()
        return String(unsafeUninitializedCapacity: encoded.count) { buffer in
            var count = 0
            for byte in encoded where byte != UInt8(ascii: "=") {
                buffer[count] = byte == UInt8(ascii: "+") ? UInt8(ascii: "-") : byte == UInt8(ascii: "/") ? UInt8(ascii: "_") : byte
                count += 1
            }
            return count
        }
    }

    /// Reads base64 with the URL alphabet, padded or not.
    init?(base64URLEncoded text: String) {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        self.init(base64Encoded: standard)
    }
}
