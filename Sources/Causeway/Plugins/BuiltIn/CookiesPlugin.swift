import Foundation

/// Lets pages read, set and delete cookies through the engine's cookie store: `cookies.get`, `cookies.set` and
/// `cookies.delete`.
///
/// A page reaches only the cookies of its own origin's host, and never `HttpOnly` ones, which stay hidden from
/// page script as they are from `document.cookie`. Grant `cookies.*` to the pages that need it.
public final class CookiesPlugin: Plugin {
    /// A cookie as a page sets or reads it; the domain is always the page's own host.
    public struct PageCookie: Codable, Sendable, Equatable {
        public var name: String
        public var value: String
        public var path: String?
        /// Seconds since 1970; absent for a session cookie.
        public var expires: Double?
        public var secure: Bool?
        public var sameSite: Cookie.SameSite?
    }

    /// Names one of the page's cookies.
    public struct CookieName: Codable, Sendable {
        public var name: String
        public var path: String?
    }

    public let namespace = "cookies"
    private let store: any CookieStore

    /// A plugin over `store`, usually the engine's `cookies`.
    public init(store: any CookieStore) {
        self.store = store
    }

    public func register(_ methods: PluginMethods) {
        let store = store
        methods.handle("get") { (_: Empty, call: CallContext) -> [PageCookie] in
            let url = try Self.url(of: call.sender)
            return try await store.cookies(for: url).filter { !$0.isHTTPOnly }.map {
                PageCookie(name: $0.name, value: $0.value, path: $0.path, expires: $0.expires?.timeIntervalSince1970,
                           secure: $0.isSecure, sameSite: $0.sameSite)
            }
        }
        methods.handle("set") { (cookie: PageCookie, call: CallContext) -> Empty in
            let url = try Self.url(of: call.sender)
            try await store.set(Cookie(name: cookie.name, value: cookie.value, domain: url.host ?? "",
                                       path: cookie.path ?? "/", expires: cookie.expires.map(Date.init(timeIntervalSince1970:)),
                                       isSecure: cookie.secure ?? false, sameSite: cookie.sameSite))
            return Empty()
        }
        methods.handle("delete") { (cookie: CookieName, call: CallContext) -> Empty in
            let url = try Self.url(of: call.sender)
            try await store.delete(Cookie(name: cookie.name, value: "", domain: url.host ?? "", path: cookie.path ?? "/"))
            return Empty()
        }
    }

    private nonisolated static func url(of sender: Sender) throws(BridgeError) -> URL {
        guard let url = URL(string: sender.origin + "/"), url.host != nil else {
            throw BridgeError(.denied, "A page without a host has no cookies")
        }
        return url
    }
}
