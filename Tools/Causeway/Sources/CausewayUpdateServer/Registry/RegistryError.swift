/// Why a release registry could not be opened.
public enum RegistryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The registry's location is not one the server knows how to open.
    case badLocation(String)
    /// The database holds a newer schema than this server knows: a newer server migrated it.
    case schemaTooNew(found: Int, known: Int)
    /// The database could not be reached, or refused the login, for as long as the registry waited.
    case unreachable(String)

    public var description: String {
        switch self {
        case .badLocation(let why), .unreachable(let why): why
        case let .schemaTooNew(found, known):
            "The registry's schema is version \(found), newer than this server's \(known): run a newer server"
        }
    }
}
