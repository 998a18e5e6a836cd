import Foundation
public import Logging

/// Which release registry the server keeps its records in, as `causeway serve --database` names it:
/// `postgres://USER:PASSWORD@HOST:PORT/DATABASE` (or `postgresql://`) or `sqlite:PATH`.
public enum RegistryLocation: Sendable, Equatable {
    /// A ``SQLiteReleaseRegistry`` in the file at the path.
    case sqlite(path: String)
    /// A ``PostgresReleaseRegistry`` at the address.
    case postgres(PostgresAddress)

    /// The location `text` names; fails with ``RegistryError/badLocation(_:)`` saying what is wrong with it.
    public init(parsing text: String) throws(RegistryError) {
        if text.hasPrefix("sqlite:") {
            let path = String(text.dropFirst("sqlite:".count))
            guard !path.isEmpty else { throw .badLocation("sqlite: needs a file path, as in sqlite:releases.sqlite") }
            self = .sqlite(path: path)
        } else if text.hasPrefix("postgres://") || text.hasPrefix("postgresql://") {
            self = .postgres(try PostgresAddress(parsing: text))
        } else {
            throw .badLocation("\(text.withoutSecrets) is not a registry location: use postgres://USER:PASSWORD@HOST:PORT/DATABASE or sqlite:PATH")
        }
    }

    /// Opens the registry, migrating its schema; the caller owns it and closes it with ``ReleaseRegistry/close()``.
    public func open(logger: Logger = Logger(label: "causeway.registry")) async throws -> any ReleaseRegistry {
        switch self {
        case .sqlite(let path): try SQLiteReleaseRegistry(path: path)
        case .postgres(let address): try await PostgresReleaseRegistry(configuration: address.configuration, logger: logger)
        }
    }
}
