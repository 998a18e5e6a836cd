import Foundation
import NIOSSL
public import PostgresNIO

/// Where a PostgreSQL database is and who logs in to it, from a `postgres://USER:PASSWORD@HOST:PORT/DATABASE` URL.
public struct PostgresAddress: Sendable, Equatable {
    /// The server's host name or address.
    public var host: String
    /// The server's port, 5432 when the URL names none.
    public var port: Int
    /// The role that logs in.
    public var username: String
    /// Its password, if the server asks for one.
    public var password: String?
    /// The database; the role's name when the URL names none, as `psql` does.
    public var database: String
    /// Whether the connection must use TLS, with the server's certificate checked against the system's roots
    /// (`?sslmode=require`); by default it does not (`sslmode=disable`).
    public var requiresTLS: Bool

    /// The address `url` names; fails with ``RegistryError/badLocation(_:)`` saying what is wrong with it, in words
    /// that never repeat the password.
    public init(parsing url: String) throws(RegistryError) {
        let shown = url.withoutSecrets
        guard let components = URLComponents(string: url), ["postgres", "postgresql"].contains(components.scheme) else {
            throw .badLocation("\(shown) is not a URL of the form postgres://USER:PASSWORD@HOST:PORT/DATABASE")
        }
        if let port = components.port, !(1...65535).contains(port) {
            throw .badLocation("\(shown): port \(port) is not 1 to 65535")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .badLocation("\(shown) names no host: use postgres://USER:PASSWORD@HOST:PORT/DATABASE")
        }
        guard let username = components.user, !username.isEmpty else {
            throw .badLocation("\(shown) names no user: use postgres://USER:PASSWORD@HOST:PORT/DATABASE")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.contains("/") else { throw .badLocation("\(shown): the database name cannot hold a /") }
        var requiresTLS = false
        for item in components.queryItems ?? [] {
            switch (item.name, item.value) {
            case ("sslmode", "disable"): requiresTLS = false
            case ("sslmode", "require"): requiresTLS = true
            case ("sslmode", let mode):
                throw .badLocation("\(shown): sslmode=\(mode ?? "") is not understood; only sslmode=disable or sslmode=require")
            default:
                // Its value is not repeated: a libpq-style address can carry `password=` here.
                throw .badLocation("\(shown): the parameter \(item.name) is not understood; only sslmode=disable or sslmode=require")
            }
        }
        self.host = host
        port = components.port ?? 5432
        self.username = username
        password = components.password
        database = path.isEmpty ? username : path
        self.requiresTLS = requiresTLS
    }

    /// The client configuration for this address.
    public var configuration: PostgresClient.Configuration {
        PostgresClient.Configuration(host: host, port: port, username: username, password: password, database: database,
                                     tls: requiresTLS ? .require(.makeClientConfiguration()) : .disable)
    }
}
