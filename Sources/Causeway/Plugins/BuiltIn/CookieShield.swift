/// The cookies a page may not touch through ``CookiesPlugin``: every `HttpOnly` cookie, and the session cookies of
/// the account signed in (``AccountState``), whether or not they are `HttpOnly`.
///
/// A page's cookie is refused when it would share a request with one of those and the same name: the same host, or
/// one host a subdomain of the other, whatever the paths. That covers overwriting it, deleting it and shadowing it
/// (a cookie of the same name with a longer path, or on a subdomain, which a request would carry first). Names are
/// compared without regard to case, as some servers read them.
@MainActor
struct CookieShield {
    /// Whose session cookies are kept.
    let account: AccountState?

    /// Whether a page may see `cookie`.
    func shows(_ cookie: Cookie) -> Bool {
        !cookie.isHTTPOnly && !sessionCookies.contains { $0.collides(withName: cookie.name, host: cookie.domain) }
    }

    /// Refuses with ``BridgeError/Code/denied`` a page's change to the cookie `name` of `host` when one of `stored`
    /// or of the account's session cookies is the app's alone and collides with it.
    func requireUnkept(_ name: String, of host: String, among stored: [Cookie]) throws(BridgeError) {
        let kept = stored.filter(\.isHTTPOnly) + sessionCookies
        guard !kept.contains(where: { $0.collides(withName: name, host: host) }) else {
            throw BridgeError(.denied, "The app keeps the cookie \(name) of \(host) to itself")
        }
    }

    private var sessionCookies: [Cookie] { account?.sessionCookies ?? [] }
}

extension Cookie {
    /// Whether a request could carry both this cookie and a cookie called `name` that belongs to `host`: the names
    /// match without regard to case, and one domain is the other or a parent of it.
    fileprivate func collides(withName name: String, host: String) -> Bool {
        guard self.name.lowercased() == name.lowercased() else { return false }
        let (mine, theirs) = (Self.bare(domain), Self.bare(host))
        return mine == theirs || mine.hasSuffix("." + theirs) || theirs.hasSuffix("." + mine)
    }

    private static func bare(_ domain: String) -> String {
        String(domain.lowercased().drop { $0 == "." })
    }
}
