public import Foundation

/// Which document origins a capability rule covers.
///
/// - `*`: every origin with a scheme and a host (not opaque ones).
/// - `null`: opaque origins (sandboxed frames, `data:` documents).
/// - `scheme://host` or `scheme://host:port`: exactly that origin.
/// - `scheme://*.domain`: every subdomain of `domain` (not `domain` itself).
/// - `scheme://*`: every host on `scheme` (for example `causeway://*`, every offline package).
public struct OriginPattern: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    private enum Kind: Hashable {
        case any
        case opaque
        case exact(String)
        case anyHost(scheme: String)
        case subdomains(scheme: String, domain: String)
    }

    private let kind: Kind
    public let description: String

    /// Reads a pattern as described on the type.
    public init(_ pattern: String) {
        description = pattern
        let lowered = pattern.lowercased()
        if lowered == "*" {
            kind = .any
        } else if lowered == "null" {
            kind = .opaque
        } else if let range = lowered.range(of: "://") {
            let scheme = String(lowered[..<range.lowerBound])
            let host = String(lowered[range.upperBound...])
            if host == "*" {
                kind = .anyHost(scheme: scheme)
            } else if host.hasPrefix("*.") {
                kind = .subdomains(scheme: scheme, domain: String(host.dropFirst(2)))
            } else {
                kind = .exact(lowered)
            }
        } else {
            kind = .exact(lowered)
        }
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The pattern for exactly the origin of `url` (`null` when it has none).
    public init(originOf url: URL) {
        self.init(url.webOrigin)
    }

    /// Whether `origin`, a serialized origin such as `https://app.example` or `null`, is covered.
    public func matches(_ origin: String) -> Bool {
        // An engine's origins are lowercase already: lowercased only when a byte says it is needed.
        var origin = origin
        if origin.withUTF8({ $0.contains { $0 >= 0x80 || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } }) {
            origin = origin.lowercased()
        }
        // Split only for the patterns that look at the scheme, with the standard library's search, which costs a
        // fraction of Foundation's `range(of:)` (scripts/call-cost).
        var parts: (String, String)? {
            origin.firstRange(of: "://").map { (String(origin[..<$0.lowerBound]), String(origin[$0.upperBound...])) }
        }
        switch kind {
        case .any:
            return parts != nil
        case .opaque:
            return origin == "null"
        case .exact(let exact):
            return origin == exact
        case .anyHost(let scheme):
            return parts?.0 == scheme
        case .subdomains(let scheme, let domain):
            guard let (originScheme, hostAndPort) = parts, originScheme == scheme else { return false }
            let host = hostAndPort.split(separator: ":", maxSplits: 1).first.map(String.init) ?? hostAndPort
            return host.hasSuffix("." + domain)
        }
    }
}
