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
        all.filter { $0.applies(to: url) }
    }

    public func allCookies() async throws -> [Cookie] {
        all
    }

    public func delete(_ cookie: Cookie) async throws {
        all.removeAll { $0.name == cookie.name && $0.domain == cookie.domain && $0.path == cookie.path }
    }
}
