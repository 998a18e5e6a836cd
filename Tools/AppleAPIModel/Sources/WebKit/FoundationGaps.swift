// Foundation API that Apple platforms have and swift-corelibs-foundation lacks, which the adapter uses.
//
// Source: https://developer.apple.com/documentation/foundation/httpcookie/samesitepolicy
//   `var sameSitePolicy: HTTPCookieStringPolicy? { get }` (iOS 13+)
// Source: https://developer.apple.com/documentation/foundation/httpcookiepropertykey/samesitepolicy
//   `static let sameSitePolicy: HTTPCookiePropertyKey`
// Source: https://developer.apple.com/documentation/foundation/httpcookiestringpolicy
//   `struct HTTPCookieStringPolicy: Hashable, Equatable, RawRepresentable` with `sameSiteLax` and `sameSiteStrict`
//   (raw values "lax" and "strict").
// Not confirmed here: the raw values, taken from public code that compares them.
import Foundation
#if canImport(FoundationNetworking)
public import FoundationNetworking

public struct HTTPCookieStringPolicy: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let sameSiteLax = HTTPCookieStringPolicy(rawValue: "lax")
    public static let sameSiteStrict = HTTPCookieStringPolicy(rawValue: "strict")
}

extension HTTPCookiePropertyKey {
    public static let sameSitePolicy = HTTPCookiePropertyKey("SameSite")
}

extension HTTPCookie {
    public var sameSitePolicy: HTTPCookieStringPolicy? {
        (properties?[.sameSitePolicy] as? String).map(HTTPCookieStringPolicy.init(rawValue:))
    }
}
#endif
