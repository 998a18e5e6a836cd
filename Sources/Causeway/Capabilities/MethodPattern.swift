/// Which methods a capability rule covers: `*` for all, `namespace.*` for every method of a namespace (and of its
/// sub-namespaces), or one exact name.
public struct MethodPattern: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let description: String

    /// Reads a pattern as described on the type.
    public init(_ pattern: String) {
        description = pattern
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Whether `method` is covered.
    public func matches(_ method: String) -> Bool {
        if description == "*" { return true }
        if description.hasSuffix(".*") { return method.hasPrefix(description.dropLast()) }
        return method == description
    }
}
