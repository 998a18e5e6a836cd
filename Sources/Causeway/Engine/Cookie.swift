public import Foundation

/// An HTTP cookie, as the engines' cookie stores hold it.
public struct Cookie: Codable, Sendable, Hashable {
    /// When a cookie is sent with cross-site requests.
    public enum SameSite: String, Codable, Sendable, Hashable, CaseIterable {
        case none, lax, strict
    }

    public var name: String
    public var value: String
    /// The host it belongs to; a leading dot makes it apply to subdomains too.
    public var domain: String
    public var path: String
    /// When it expires; `nil` for a session cookie.
    public var expires: Date?
    /// Sent over secure connections only.
    public var isSecure: Bool
    /// Hidden from `document.cookie`.
    public var isHTTPOnly: Bool
    public var sameSite: SameSite?

    /// Describes a cookie.
    public init(name: String, value: String, domain: String, path: String = "/", expires: Date? = nil,
                isSecure: Bool = false, isHTTPOnly: Bool = false, sameSite: SameSite? = nil)
    {
        self.name = name
        self.value = value
        self.domain = domain
        self.path = path
        self.expires = expires
        self.isSecure = isSecure
        self.isHTTPOnly = isHTTPOnly
        self.sameSite = sameSite
    }
}

extension Cookie {
    /// Whether a request to `url` carries this cookie: the host matches the domain (a leading dot takes
    /// subdomains), the path is under the cookie's, a secure cookie needs `https`, and it has not expired.
    public func applies(to url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        let domain = self.domain.lowercased()
        let domainMatches = domain.hasPrefix(".") ? host == domain.dropFirst() || host.hasSuffix(domain) : host == domain
        let path = url.path.isEmpty ? "/" : url.path
        return domainMatches && path.hasPrefix(self.path) && (!isSecure || url.scheme == "https")
            && (expires.map { $0 > Date() } ?? true)
    }
}

/// An engine's cookie store: the cookies its requests carry and its pages see.
@MainActor
public protocol CookieStore: AnyObject, Sendable {
    /// Stores `cookie`; it returns once the store has it, so a load started afterwards carries it.
    func set(_ cookie: Cookie) async throws

    /// The cookies a request to `url` would carry.
    func cookies(for url: URL) async throws -> [Cookie]

    /// Every cookie the store holds, of every site.
    func allCookies() async throws -> [Cookie]

    /// Removes the cookie with `cookie`'s name, domain and path.
    func delete(_ cookie: Cookie) async throws
}
