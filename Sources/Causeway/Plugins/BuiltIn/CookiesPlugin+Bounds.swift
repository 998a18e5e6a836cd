extension CookiesPlugin {
    /// The most bytes of a cookie's name a page may send.
    public nonisolated static let maxNameBytes = 256
    /// The most bytes of a cookie's path, or of a site's URL, a page may send.
    public nonisolated static let maxPathBytes = 2_048
    /// The latest expiry a page may set: the end of the year 9999, in seconds since 1970.
    nonisolated static let latestExpiry = 253_402_300_799.0

    /// Refuses a name that is not an RFC 6265 token, so that no name can be trimmed or split into another.
    fileprivate nonisolated static func requireToken(_ name: String, _ bounds: Bounds) throws(BridgeError) {
        let separators = Set("()<>@,;:\\\"/[]?={} \t".unicodeScalars)
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !separators.contains($0) })
        else {
            throw BridgeError(.invalidArguments, "name: \(name.debugDescription) is not a cookie name",
                              path: bounds.path + [.key("name")])
        }
    }

    /// Refuses a value with a character RFC 6265 leaves out of cookie values (controls, space, `"`, `,`, `;`, `\`).
    fileprivate nonisolated static func requireCookieOctets(_ value: String, _ bounds: Bounds) throws(BridgeError) {
        let excluded = Set("\",;\\".unicodeScalars)
        guard value.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && !excluded.contains($0) }) else {
            throw BridgeError(.invalidArguments, "value: a cookie value holds no controls, spaces, quotes, commas, "
                + "semicolons or backslashes", path: bounds.path + [.key("value")])
        }
    }
}

extension CookiesPlugin.PageCookie: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(url, atMost: CookiesPlugin.maxPathBytes, at: "url")
        try bounds.length(name, atMost: CookiesPlugin.maxNameBytes, at: "name")
        try bounds.length(value, atMost: CookiesPlugin.maxCookieBytes, at: "value")
        try bounds.length(path, atMost: CookiesPlugin.maxPathBytes, at: "path")
        try bounds.number(expires, in: 0...CookiesPlugin.latestExpiry, at: "expires")
        try CookiesPlugin.requireToken(name, bounds)
        try CookiesPlugin.requireCookieOctets(value, bounds)
    }
}

extension CookiesPlugin.CookieName: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(url, atMost: CookiesPlugin.maxPathBytes, at: "url")
        try bounds.length(name, atMost: CookiesPlugin.maxNameBytes, at: "name")
        try bounds.length(path, atMost: CookiesPlugin.maxPathBytes, at: "path")
        try CookiesPlugin.requireToken(name, bounds)
    }
}

extension CookiesPlugin.Site: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(url, atMost: CookiesPlugin.maxPathBytes, at: "url")
    }
}
