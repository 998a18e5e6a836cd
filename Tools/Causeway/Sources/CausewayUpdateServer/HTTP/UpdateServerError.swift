/// Why the update server refused a request.
public enum UpdateServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The package version is published already.
    case conflict(String)
    /// No such package or release.
    case notFound(String)
    /// The request is malformed.
    case badRequest(String)
    /// The request may not do this: a device report without a good offer token.
    case forbidden(String)

    public var description: String {
        switch self {
        case .conflict(let what), .notFound(let what), .badRequest(let what), .forbidden(let what): what
        }
    }
}
