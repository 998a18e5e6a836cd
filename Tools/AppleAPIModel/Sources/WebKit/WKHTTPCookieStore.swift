// Source: https://developer.apple.com/documentation/webkit/wkhttpcookiestore
//   Apple: `@MainActor class WKHTTPCookieStore : NSObject`; `init()` is unavailable. Members (".../" is
//   https://developer.apple.com/documentation/webkit/wkhttpcookiestore/):
//   .../getallcookies(_:)  `func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void)`
//   .../setcookie(_:completionhandler:)
//       `func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil)`
//   .../delete(_:completionhandler:)
//       `func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil)`
//   Async forms Swift imports from the same Objective-C methods (SDK 27.1 listing,
//   https://onestack.dev/ios-reference/WebKit/WKHTTPCookieStore, and the WebKit header's WK_SWIFT_ASYNC_NAME):
//       `func allCookies() async -> [HTTPCookie]` (the importer drops the "get" prefix),
//       `func setCookie(_ cookie: HTTPCookie) async`,
//       `func deleteCookie(_ cookie: HTTPCookie) async` (named by WK_SWIFT_ASYNC_NAME(deleteCookie(_:))).
//   The importer marks async forms that return a value `@discardableResult`, so `allCookies()` is.
//   Not modelled: observers, cookie policy, `setCookies(_:completionHandler:)` (iOS 26), `getCookies(for:)` (iOS 27).
//
// Behaviour: cookies are kept in memory; setting a cookie replaces one with the same name, domain and path; deleting
// removes the one with the same name, domain and path. Completion handlers are called on the next main-actor turn
// (as WebKit calls them later), unless a test sets `modelCompletionDelivery` to `.synchronous`.
public import Foundation

@MainActor
open class WKHTTPCookieStore: NSObject {
    private var storedCookies: [HTTPCookie]

    // Model only: Apple does not let apps create cookie stores; each WKWebsiteDataStore owns one.
    init(modelCookies: [HTTPCookie] = []) {
        storedCookies = modelCookies
        super.init()
    }

    // Model only: when completion handlers are called.
    var modelCompletionDelivery: ModelCompletionDelivery = .nextMainActorTurn

    // Model only: the cookies now in the store, for tests.
    var modelCookies: [HTTPCookie] { storedCookies }

    open func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) {
        let cookies = storedCookies
        modelDeliver(modelCompletionDelivery) { completionHandler(cookies) }
    }

    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        storedCookies.removeAll { Self.sameCookie($0, cookie) }
        storedCookies.append(cookie)
        if let completionHandler { modelDeliver(modelCompletionDelivery, completionHandler) }
    }

    open func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) {
        storedCookies.removeAll { Self.sameCookie($0, cookie) }
        if let completionHandler { modelDeliver(modelCompletionDelivery, completionHandler) }
    }

    @discardableResult
    open func allCookies() async -> [HTTPCookie] {
        await withCheckedContinuation { (continuation: CheckedContinuation<[HTTPCookie], Never>) in
            getAllCookies { cookies in continuation.resume(returning: cookies) }
        }
    }

    open func setCookie(_ cookie: HTTPCookie) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            setCookie(cookie) { continuation.resume() }
        }
    }

    open func deleteCookie(_ cookie: HTTPCookie) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            delete(cookie) { continuation.resume() }
        }
    }

    private static func sameCookie(_ a: HTTPCookie, _ b: HTTPCookie) -> Bool {
        a.name == b.name && a.domain.lowercased() == b.domain.lowercased() && a.path == b.path
    }
}
