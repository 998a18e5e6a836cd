#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import Foundation
public import WebKit

/// The cookie store of a web view's website data store, through `WKHTTPCookieStore`.
///
/// Cookies set here before a load are on that load's first request: this is the store WKWebView's own requests
/// use, not `HTTPCookieStorage.shared`, which WKWebView does not read.
@MainActor
public final class WebsiteCookieStore: CookieStore {
    private let store: WKHTTPCookieStore

    /// The store of `dataStore`.
    public init(dataStore: WKWebsiteDataStore) {
        store = dataStore.httpCookieStore
    }

    public func set(_ cookie: Cookie) async throws {
        guard let httpCookie = HTTPCookie(properties: Self.properties(of: cookie)) else {
            throw BridgeError(.invalidArguments, "Not a valid cookie: \(cookie.name) for \(cookie.domain)")
        }
        await store.setCookie(httpCookie)
    }

    public func cookies(for url: URL) async throws -> [Cookie] {
        try await allCookies().filter { $0.applies(to: url) }
    }

    public func allCookies() async throws -> [Cookie] {
        await store.allCookies().map(Self.cookie)
    }

    public func delete(_ cookie: Cookie) async throws {
        for stored in await store.allCookies()
        where stored.name == cookie.name && stored.domain == cookie.domain && stored.path == cookie.path {
            await store.deleteCookie(stored)
        }
    }

    private static func properties(of cookie: Cookie) -> [HTTPCookiePropertyKey: Any] {
        var properties: [HTTPCookiePropertyKey: Any] = [
            .name: cookie.name, .value: cookie.value, .domain: cookie.domain, .path: cookie.path,
        ]
        if let expires = cookie.expires { properties[.expires] = expires }
        if cookie.isSecure { properties[.secure] = "TRUE" }
        if cookie.isHTTPOnly { properties[HTTPCookiePropertyKey("HttpOnly")] = "TRUE" }
        if let sameSite = cookie.sameSite { properties[.sameSitePolicy] = sameSite.rawValue }
        return properties
    }

    private static func cookie(_ cookie: HTTPCookie) -> Cookie {
        Cookie(name: cookie.name, value: cookie.value, domain: cookie.domain, path: cookie.path,
               expires: cookie.expiresDate, isSecure: cookie.isSecure, isHTTPOnly: cookie.isHTTPOnly,
               sameSite: cookie.sameSitePolicy.flatMap { Cookie.SameSite(rawValue: $0.rawValue.lowercased()) })
    }
}
#endif
