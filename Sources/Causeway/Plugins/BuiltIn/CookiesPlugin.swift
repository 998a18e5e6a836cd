import Foundation

/// Lets pages read, set and delete cookies through the engine's cookie store: `cookies.get`, `cookies.set` and
/// `cookies.delete`.
///
/// A page reaches the cookies of its own origin's host and, with a `url`, those of the ``sites`` the app lists. What
/// the app keeps for itself a page can neither read, overwrite, shadow nor delete: every `HttpOnly` cookie, as
/// `document.cookie` hides them, and the session cookies of the account signed in (``AccountState``), `HttpOnly` or
/// not. A page's `set` or `delete` of a cookie whose name one of those uses on the same host, a parent domain or a
/// subdomain, whatever the path, is ``BridgeError/Code/denied`` and changes nothing. A cookie a page sets is never
/// `HttpOnly` and belongs to the host alone; its name is an RFC 6265 token of at most ``maxNameBytes``, its value at
/// most ``maxCookieBytes``, and a host holds at most ``maxCookiesPerHost`` cookies (past it,
/// ``BridgeError/Code/limitExceeded``).
/// Pages served from a custom scheme have no cookies of their own (engines keep cookies for `http` and `https`
/// only), so they name their API server's URL. Grant `cookies.*` to the pages that need it.
///
/// ```js
/// await causeway.cookies.set({url: "https://api.example.com/", name: "theme", value: "dark"});
/// const cookies = await causeway.cookies.get({url: "https://api.example.com/"});
/// ```
public final class CookiesPlugin: Plugin {
    /// The most bytes of value one cookie a page sets may hold: RFC 6265 asks browsers to keep 4,096 bytes a cookie.
    public nonisolated static let maxCookieBytes = 4_096
    /// The most cookies one host may hold before a page's new cookie is refused, as RFC 6265 asks every browser to
    /// keep.
    public nonisolated static let maxCookiesPerHost = 50

    /// A cookie as a page sets or reads it; its domain is the host of the page, or of `url`.
    public struct PageCookie: Codable, Sendable, Equatable {
        /// The site the cookie belongs to, when it is not the page's own: one of the plugin's ``sites``.
        public var url: String?
        public var name: String
        public var value: String
        public var path: String?
        /// Seconds since 1970; absent for a session cookie.
        public var expires: Double?
        public var secure: Bool?
        public var sameSite: Cookie.SameSite?
    }

    /// Names one of the page's cookies, or of `url`'s.
    public struct CookieName: Codable, Sendable {
        public var url: String?
        public var name: String
        public var path: String?
    }

    /// Whose cookies `cookies.get` lists: the page's own when `url` is absent.
    public struct Site: Codable, Sendable {
        public var url: String?
    }

    public let namespace = "cookies"
    /// The sites, besides its own origin, whose cookies a page may reach by `url`.
    public let sites: [OriginPattern]
    private let store: any CookieStore
    private let sets: OneAtATime
    private let account: AccountState?

    /// A plugin over `store`, usually the engine's `cookies`, that lets pages reach `sites` as well as their own
    /// origin, and keeps the session cookies of `account` from them.
    public init(store: any CookieStore, sites: [OriginPattern] = [], account: AccountState? = nil) {
        sets = OneAtATime()
        self.store = store
        self.sites = sites
        self.account = account
    }

    public func register(_ methods: PluginMethods) {
        let (store, sites, account) = (store, sites, account)
        methods.handle("get") { @MainActor (site: Site?, call: CallContext) -> [PageCookie] in
            let url = try Self.url(site?.url, of: call.sender, sites: sites)
            let shield = CookieShield(account: account)
            return try await store.cookies(for: url).filter(shield.shows).map {
                PageCookie(url: nil, name: $0.name, value: $0.value, path: $0.path, expires: $0.expires?.timeIntervalSince1970,
                           secure: $0.isSecure, sameSite: $0.sameSite)
            }
        }
        let sets = sets
        methods.handle("set") { @MainActor (cookie: PageCookie, call: CallContext) -> Empty in
            let url = try Self.url(cookie.url, of: call.sender, sites: sites)
            let host = url.host ?? ""
            let path = cookie.path ?? "/"
            // The store is read and written asynchronously: sets go one at a time, so the budget a set checks is the
            // one it spends.
            return try await sets.run {
                let stored = try await store.allCookies()
                try CookieShield(account: account).requireUnkept(cookie.name, of: host, among: stored)
                let held = stored.filter { $0.domain == host }
                guard held.count < Self.maxCookiesPerHost
                    || held.contains(where: { $0.name == cookie.name && $0.path == path })
                else {
                    throw BridgeError(.limitExceeded, "\(host) holds \(Self.maxCookiesPerHost) cookies already")
                }
                try await store.set(Cookie(name: cookie.name, value: cookie.value, domain: host, path: path,
                                           expires: cookie.expires.map(Date.init(timeIntervalSince1970:)),
                                           isSecure: cookie.secure ?? false, sameSite: cookie.sameSite))
                return Empty()
            }
        }
        methods.handle("delete") { @MainActor (cookie: CookieName, call: CallContext) -> Empty in
            let url = try Self.url(cookie.url, of: call.sender, sites: sites)
            let host = url.host ?? ""
            try CookieShield(account: account).requireUnkept(cookie.name, of: host, among: try await store.allCookies())
            try await store.delete(Cookie(name: cookie.name, value: "", domain: host, path: cookie.path ?? "/"))
            return Empty()
        }
    }

    /// The site a call is about: `requested`, which must be one of `sites`, or the sender's own origin.
    private nonisolated static func url(_ requested: String?, of sender: Sender,
                                        sites: [OriginPattern]) throws(BridgeError) -> URL
    {
        guard let requested else {
            guard let url = URL(string: sender.origin + "/"), url.host != nil,
                  ["http", "https"].contains(url.scheme)
            else {
                throw BridgeError(.denied, "\(sender.origin) has no cookies of its own; name a site's url")
            }
            return url
        }
        guard let url = URL(string: requested), ["http", "https"].contains(url.scheme), url.host != nil else {
            throw BridgeError(.invalidArguments, "\(requested) is not an http or https URL", path: [.key("url")])
        }
        guard url.webOrigin == sender.origin || sites.contains(where: { $0.matches(url.webOrigin) }) else {
            throw BridgeError(.denied, "\(sender.origin) may not reach the cookies of \(url.webOrigin)")
        }
        return url
    }
}
