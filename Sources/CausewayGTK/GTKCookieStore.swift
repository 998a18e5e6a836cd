public import Causeway
import CWebKitGTK
public import Foundation

/// The cookie store of a web view's network session, through WebKitGTK's cookie manager.
@MainActor
public final class GTKCookieStore: CookieStore {
    private let manager: OpaquePointer

    init(webView: UnsafeMutablePointer<WebKitWebView>) {
        manager = webkit_network_session_get_cookie_manager(webkit_web_view_get_network_session(webView))
    }

    /// The store of the default network session, which every ``GTKEngine`` uses: cookies set here before a
    /// container exists are on its first request.
    public static var defaultSession: GTKCookieStore {
        GLibMainLoop.prepare()
        return GTKCookieStore(manager: webkit_network_session_get_cookie_manager(webkit_network_session_get_default()))
    }

    private init(manager: OpaquePointer) {
        self.manager = manager
    }

    public func set(_ cookie: Cookie) async throws {
        let soupCookie = Self.soupCookie(cookie)
        defer { soup_cookie_free(soupCookie) }
        let manager = manager
        try await gioCall { callback, userData in
            webkit_cookie_manager_add_cookie(manager, soupCookie, nil, callback, userData)
        } finish: { result, error in
            _ = webkit_cookie_manager_add_cookie_finish(manager, result, error)
        } failure: { EngineError.cookies($0) }
    }

    public func cookies(for url: URL) async throws -> [Cookie] {
        let manager = manager
        return try await gioCall { callback, userData in
            webkit_cookie_manager_get_cookies(manager, url.absoluteString, nil, callback, userData)
        } finish: { result, error in
            Self.takeCookies(webkit_cookie_manager_get_cookies_finish(manager, result, error))
        } failure: { EngineError.cookies($0) }
    }

    /// Every stored cookie, of every site.
    public func allCookies() async throws -> [Cookie] {
        let manager = manager
        return try await gioCall { callback, userData in
            webkit_cookie_manager_get_all_cookies(manager, nil, callback, userData)
        } finish: { result, error in
            Self.takeCookies(webkit_cookie_manager_get_all_cookies_finish(manager, result, error))
        } failure: { EngineError.cookies($0) }
    }

    /// Deletes every stored cookie with `cookie`'s name, domain and path. libsoup matches a cookie to delete by its
    /// value too, so the stored cookies are looked up first and deleted as they are.
    public func delete(_ cookie: Cookie) async throws {
        let manager = manager
        for stored in try await allCookies() where stored.name == cookie.name && stored.domain == cookie.domain && stored.path == cookie.path {
            let soupCookie = Self.soupCookie(stored)
            defer { soup_cookie_free(soupCookie) }
            try await gioCall { callback, userData in
                webkit_cookie_manager_delete_cookie(manager, soupCookie, nil, callback, userData)
            } finish: { result, error in
                _ = webkit_cookie_manager_delete_cookie_finish(manager, result, error)
            } failure: { EngineError.cookies($0) }
        }
    }

    /// Converts and frees a list of `SoupCookie`s that WebKit handed over.
    private static func takeCookies(_ list: UnsafeMutablePointer<GList>?) -> [Cookie] {
        var cookies: [Cookie] = []
        var node = list
        while let current = node {
            if let soupCookie = current.pointee.data {
                cookies.append(cookie(OpaquePointer(soupCookie)))
                soup_cookie_free(OpaquePointer(soupCookie))
            }
            node = current.pointee.next
        }
        g_list_free(list)
        return cookies
    }

    private static func soupCookie(_ cookie: Cookie) -> OpaquePointer {
        let maxAge = cookie.expires.map { Int32(clamping: max(0, Int($0.timeIntervalSinceNow))) } ?? -1
        let soupCookie = soup_cookie_new(cookie.name, cookie.value, cookie.domain, cookie.path, maxAge)!
        soup_cookie_set_secure(soupCookie, cookie.isSecure ? 1 : 0)
        soup_cookie_set_http_only(soupCookie, cookie.isHTTPOnly ? 1 : 0)
        if let sameSite = cookie.sameSite {
            let policy = switch sameSite {
            case .none: SOUP_SAME_SITE_POLICY_NONE
            case .lax: SOUP_SAME_SITE_POLICY_LAX
            case .strict: SOUP_SAME_SITE_POLICY_STRICT
            }
            soup_cookie_set_same_site_policy(soupCookie, policy)
        }
        return soupCookie
    }

    private static func cookie(_ soupCookie: OpaquePointer) -> Cookie {
        let expires = soup_cookie_get_expires(soupCookie).map { Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix($0))) }
        let sameSite: Cookie.SameSite? = switch soup_cookie_get_same_site_policy(soupCookie) {
        case SOUP_SAME_SITE_POLICY_NONE: Cookie.SameSite.none
        case SOUP_SAME_SITE_POLICY_LAX: .lax
        case SOUP_SAME_SITE_POLICY_STRICT: .strict
        default: nil
        }
        return Cookie(name: String(cString: soup_cookie_get_name(soupCookie)),
                      value: String(cString: soup_cookie_get_value(soupCookie)),
                      domain: String(cString: soup_cookie_get_domain(soupCookie)),
                      path: String(cString: soup_cookie_get_path(soupCookie)), expires: expires,
                      isSecure: soup_cookie_get_secure(soupCookie) != 0,
                      isHTTPOnly: soup_cookie_get_http_only(soupCookie) != 0, sameSite: sameSite)
    }
}
