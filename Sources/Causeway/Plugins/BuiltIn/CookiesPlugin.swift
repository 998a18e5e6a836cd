import Foundation

/// Lets pages read, set and delete cookies through the engine's cookie store: `cookies.get`, `cookies.set` and
/// `cookies.delete`.
///
/// A page reaches the cookies of its own origin's host and, with a `url`, those of the ``sites`` the app lists;
/// never `HttpOnly` ones, which stay hidden from page script as they are from `document.cookie`. Pages served from
/// a custom scheme have no cookies of their own (engines keep cookies for `http` and `https` only), so they name
/// their API server's URL. Grant `cookies.*` to the pages that need it.
///
/// ```js
/// await causeway.cookies.set({url: "https://api.example.com/", name: "theme", value: "dark"});
/// const cookies = await causeway.cookies.get({url: "https://api.example.com/"});
/// ```
public final class CookiesPlugin: Plugin {
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

    /// A plugin over `store`, usually the engine's `cookies`, that lets pages reach `sites` as well as their own
    /// origin.
    public init(store: any CookieStore, sites: [OriginPattern] = []) {
        self.store = store
        self.sites = sites
    }

    public func register(_ methods: PluginMethods) {
        let (store, sites) = (store, sites)
        methods.handle("get") { (site: Site?, call: CallContext) -> [PageCookie] in
            let url = try Self.url(site?.url, of: call.sender, sites: sites)
            return try await store.cookies(for: url).filter { !$0.isHTTPOnly }.map {
                PageCookie(url: nil, name: $0.name, value: $0.value, path: $0.path, expires: $0.expires?.timeIntervalSince1970,
                           secure: $0.isSecure, sameSite: $0.sameSite)
            }
        }
        methods.handle("set") { (cookie: PageCookie, call: CallContext) -> Empty in
            let url = try Self.url(cookie.url, of: call.sender, sites: sites)
            try await store.set(Cookie(name: cookie.name, value: cookie.value, domain: url.host ?? "",
                                       path: cookie.path ?? "/", expires: cookie.expires.map(Date.init(timeIntervalSince1970:)),
                                       isSecure: cookie.secure ?? false, sameSite: cookie.sameSite))
            return Empty()
        }
        methods.handle("delete") { (cookie: CookieName, call: CallContext) -> Empty in
            let url = try Self.url(cookie.url, of: call.sender, sites: sites)
            try await store.delete(Cookie(name: cookie.name, value: "", domain: url.host ?? "", path: cookie.path ?? "/"))
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
