public import Causeway
public import Foundation

/// A cookie store in memory, matching cookies to URLs by domain and path as browsers do.
@MainActor
public final class MemoryCookieStore: CookieStore {
    /// Every stored cookie.
    public private(set) var all: [Cookie] = []

    /// An empty store.
    public init() {}

    public func set(_ cookie: Cookie) async throws {
        all.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
        all.append(cookie)
    }

    public func cookies(for url: URL) async throws -> [Cookie] {
        guard let host = url.host?.lowercased() else { return [] }
        let path = url.path.isEmpty ? "/" : url.path
        return all.filter { cookie in
            let domain = cookie.domain.lowercased()
            let domainMatches = domain.hasPrefix(".") ? host == domain.dropFirst() || host.hasSuffix(domain) : host == domain
            return domainMatches && path.hasPrefix(cookie.path) && (!cookie.isSecure || url.scheme == "https")
                && (cookie.expires.map { $0 > Date() } ?? true)
        }
    }

    public func delete(_ cookie: Cookie) async throws {
        all.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
    }
}
