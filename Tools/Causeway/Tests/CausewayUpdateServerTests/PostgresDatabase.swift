import CausewayUpdateServer
import Foundation

/// One database of a test's PostgreSQL server, reached at 127.0.0.1 as the role every test logs in as.
struct PostgresDatabase: Sendable {
    /// The role every test logs in as, trusted without a password.
    static let username = "causeway"
    /// The database's name.
    let name: String
    /// The port its server listens on, at 127.0.0.1.
    let port: Int
    let programs: PostgresPrograms

    /// Where a registry finds it.
    var address: PostgresAddress {
        get throws { try PostgresAddress(parsing: "postgres://\(Self.username)@127.0.0.1:\(port)/\(name)") }
    }

    /// Runs `sql` in it with `psql` and returns what it printed, one unaligned row a line.
    @discardableResult
    func psql(_ sql: String) async throws -> String {
        try await programs.run("psql", connection + ["-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Backs it up with `pg_dump`, in its custom format, to `file`.
    func dump(to file: URL) async throws {
        try await programs.run("pg_dump", connection + ["-Fc", "-f", file.path])
    }

    /// Restores a backup `dump(to:)` wrote into it, stopping at the first error.
    func restore(from file: URL) async throws {
        try await programs.run("pg_restore", connection + ["--exit-on-error", "--no-owner", file.path])
    }

    private var connection: [String] { ["-h", "127.0.0.1", "-p", "\(port)", "-U", Self.username, "-d", name] }
}

extension PostgresReleaseRegistry {
    /// The registry in `database`, as a test opens it: waiting minutes, not the product's 30 seconds, for the
    /// database to let it in. The product's bound is a promise to an operator about a database that is down; a test's
    /// database is up, and only the machine's load decides how long its first login and migration take (tests that
    /// mean the product's bound pass their own).
    static func opened(in database: PostgresDatabase) async throws -> PostgresReleaseRegistry {
        try await PostgresReleaseRegistry(configuration: try database.address.configuration, startTimeout: .seconds(600))
    }
}
