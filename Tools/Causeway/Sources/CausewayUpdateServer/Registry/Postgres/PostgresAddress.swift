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
    /// Whether the connection uses TLS and what it checks of the server's certificate, named as libpq names it
    /// (`?sslmode=`); by default it uses none (`disable`).
    public var sslMode: SSLMode

    /// libpq's `sslmode` values that the server understands, each meaning what it means to libpq (`prefer` and
    /// `allow`, which fall back to a connection in the clear, are not among them).
    public enum SSLMode: String, Sendable, CaseIterable {
        /// No TLS.
        case disable
        /// TLS, with the server's certificate not checked: encrypted, but open to whoever sits between.
        case require
        /// TLS, with the server's certificate checked against the system's roots, but not its name.
        case verifyCA = "verify-ca"
        /// TLS, with the server's certificate checked against the system's roots and its name against the host.
        case verifyFull = "verify-full"
    }

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
        var sslMode = SSLMode.disable
        let understood = "only sslmode=" + SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
        for item in components.queryItems ?? [] {
            switch (item.name, item.value) {
            case ("sslmode", let mode):
                guard let known = mode.flatMap(SSLMode.init(rawValue:)) else {
                    throw .badLocation("\(shown): sslmode=\(mode ?? "") is not understood; \(understood)")
                }
                sslMode = known
            default:
                // Its value is not repeated: a libpq-style address can carry `password=` here.
                throw .badLocation("\(shown): the parameter \(item.name) is not understood; \(understood)")
            }
        }
        self.host = host
        port = components.port ?? 5432
        self.username = username
        password = components.password
        database = path.isEmpty ? username : path
        self.sslMode = sslMode
    }

    /// The client configuration for this address.
    public var configuration: PostgresClient.Configuration {
        PostgresClient.Configuration(host: host, port: port, username: username, password: password, database: database,
                                     tls: tlsConfiguration.map { .require($0) } ?? .disable)
    }

    /// The TLS configuration `sslMode` asks for; `nil` for none.
    var tlsConfiguration: TLSConfiguration? {
        var tls = TLSConfiguration.makeClientConfiguration()
        switch sslMode {
        case .disable: return nil
        case .require: tls.certificateVerification = .none
        case .verifyCA: tls.certificateVerification = .noHostnameVerification
        case .verifyFull: tls.certificateVerification = .fullVerification
        }
        return tls
    }
}
