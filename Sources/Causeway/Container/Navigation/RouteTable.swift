public import Foundation

/// Page options by URL, like a path configuration: every route whose pattern matches a page's URL adjusts its
/// options, in the order the routes were added.
///
/// ```swift
/// app.routes.add("causeway://app/articles/*") { $0.sizesToContent = true; $0.showsHeader = false }
/// app.routes.add("https://*") { $0.rightItems = [HeaderItem(id: "share", icon: "share")] }
/// ```
public struct RouteTable: Sendable {
    private var routes: [(pattern: URLPattern, adjust: @Sendable (inout PageOptions) -> Void)] = []

    /// An empty table.
    public init() {}

    /// Adds a route: pages whose URL matches `pattern` get their options adjusted by `adjust`.
    public mutating func add(_ pattern: URLPattern, _ adjust: @escaping @Sendable (inout PageOptions) -> Void) {
        routes.append((pattern, adjust))
    }

    /// `base` adjusted by every route matching `url`.
    public func options(for url: URL?, base: PageOptions) -> PageOptions {
        guard let url else { return base }
        var options = base
        for route in routes where route.pattern.matches(url) { route.adjust(&options) }
        return options
    }
}

/// A pattern over absolute URLs in which `*` stands for any run of characters, `/` included.
public struct URLPattern: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    private let parts: [Substring]

    /// A pattern such as `https://app.example/articles/*`.
    public init(_ pattern: String) {
        parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { parts.joined(separator: "*") }

    /// Whether `url`'s absolute string matches.
    public func matches(_ url: URL) -> Bool {
        var rest = Substring(url.absoluteString)
        guard let first = parts.first, rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        guard parts.count > 1 else { return rest.isEmpty }
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(parts.last!)
    }
}
