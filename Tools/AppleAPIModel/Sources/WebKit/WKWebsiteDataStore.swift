// Source: https://developer.apple.com/documentation/webkit/wkwebsitedatastore
//   Apple: `@MainActor class WKWebsiteDataStore : NSObject, NSSecureCoding`; `init()` is unavailable. Members:
//   https://developer.apple.com/documentation/webkit/wkwebsitedatastore/default()        `class func `default`() -> WKWebsiteDataStore`
//   https://developer.apple.com/documentation/webkit/wkwebsitedatastore/nonpersistent()  `class func nonPersistent() -> WKWebsiteDataStore`
//   https://developer.apple.com/documentation/webkit/wkwebsitedatastore/httpcookiestore  `var httpCookieStore: WKHTTPCookieStore { get }`
//   https://developer.apple.com/documentation/webkit/wkwebsitedatastore/ispersistent     `var isPersistent: Bool { get }`
//   Not modelled: data records, removal, identifiers, proxy configuration.
//
// Behaviour: `default()` is one shared persistent store (nothing is written anywhere); `nonPersistent()` makes a
// new store each time. Each store has its own cookie store.
public import Foundation

@MainActor
open class WKWebsiteDataStore: NSObject {
    private let storedIsPersistent: Bool
    private let storedCookieStore = WKHTTPCookieStore()

    // Model only: Apple does not let apps create stores directly; use `default()` or `nonPersistent()`.
    init(modelPersistent: Bool) {
        storedIsPersistent = modelPersistent
        super.init()
    }

    private static let defaultStore = WKWebsiteDataStore(modelPersistent: true)

    public class func `default`() -> WKWebsiteDataStore {
        defaultStore
    }

    public class func nonPersistent() -> WKWebsiteDataStore {
        WKWebsiteDataStore(modelPersistent: false)
    }

    open var httpCookieStore: WKHTTPCookieStore { storedCookieStore }

    open var isPersistent: Bool { storedIsPersistent }
}
