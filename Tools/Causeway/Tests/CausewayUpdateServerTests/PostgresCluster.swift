import CausewayUpdateServer
import CausewayTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private PostgreSQL server for a test: a new cluster in a temporary folder, on a free loopback port with its
/// socket in that folder, trusting every local login as `causeway`; started on another port when the one picked is
/// taken before the server binds it. ``with(port:_:)`` starts it and stops and deletes it after, on every path.
///
/// Its programs run as `ChildProcess`es: with none of the test's descriptors, which the server that `pg_ctl start`
/// leaves running would hold, and waited for on threads of their own, not on Swift's concurrency pool (tests start
/// clusters side by side, and `initdb` takes seconds on a busy machine).
///
/// The server's programs come from Debian's `postgresql` package (`/usr/lib/postgresql/MAJOR/bin`). `initdb`
/// refuses to run as root, so under root they run as the package's `postgres` user, which then owns the folder.
final class PostgresCluster: Sendable {
    /// Why a cluster could not be had.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The role every test logs in as.
    static let username = "causeway"
    /// The port the server listens on, at 127.0.0.1.
    let port: Int
    /// The folder that holds the cluster's data, socket and log.
    let folder: URL
    private let binaries: URL

    /// Starts a cluster, runs `body` with it, then stops and deletes it. It listens on `port` when one is given, or
    /// fails with `LoopbackPortTaken`; otherwise on a free one.
    static func with<Value>(port: Int? = nil, _ body: (PostgresCluster) async throws -> Value) async throws -> Value {
        let cluster = try await start(port: port)
        let value: Value
        do {
            value = try await body(cluster)
        } catch {
            try? await cluster.stop()
            throw error
        }
        try await cluster.stop()
        return value
    }

    private init(binaries: URL, folder: URL, port: Int) {
        self.binaries = binaries
        self.folder = folder
        self.port = port
    }

    private static func start(port given: Int?) async throws -> PostgresCluster {
        let binaries = try findBinaries()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-postgres-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            if geteuid() == 0 {
                guard let user = getpwnam("postgres"), chown(folder.path, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                    throw Failure(description: "The postgres user that Debian's postgresql package creates is missing")
                }
            }
            try await run(binaries, "initdb", ["-D", data(in: folder).path, "-A", "trust", "-U", username,
                                               "-E", "UTF8", "--no-sync"])
            let launch = { (port: Int) async throws -> PostgresCluster in
                let cluster = PostgresCluster(binaries: binaries, folder: folder, port: port)
                let log = folder.appendingPathComponent("server-\(port).log")
                do {
                    try await cluster.run("pg_ctl", ["-D", cluster.data.path, "-l", log.path, "-w",
                                                     "-o", "-p \(port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c fsync=off",
                                                     "start"])
                } catch {
                    // The server's own log says why it did not start.
                    let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                    if let taken = LoopbackPortTaken(port: port, ifSaidIn: said) { throw taken }
                    throw said.isEmpty ? error : Failure(description: "\(error)\nthe server's log:\n\(said)")
                }
                return cluster
            }
            if let given { return try await launch(given) }
            return try await LoopbackPort.serving(launch)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// The cluster's `postgres` database.
    var address: PostgresAddress {
        get throws { try PostgresAddress(parsing: "postgres://\(Self.username)@127.0.0.1:\(port)/postgres") }
    }

    /// Runs `sql` in the `postgres` database with `psql` and returns what it printed, one unaligned row a line.
    @discardableResult
    func psql(_ sql: String) async throws -> String {
        try await run("psql", connection + ["-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql], asServer: false)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Backs up the `postgres` database with `pg_dump`, in its custom format, to `file`.
    func dump(to file: URL) async throws {
        try await run("pg_dump", connection + ["-Fc", "-f", file.path], asServer: false)
    }

    /// Restores a backup `dump(to:)` wrote into the `postgres` database, stopping at the first error.
    func restore(from file: URL) async throws {
        try await run("pg_restore", connection + ["--exit-on-error", "--no-owner", file.path], asServer: false)
    }

    private var connection: [String] { ["-h", "127.0.0.1", "-p", "\(port)", "-U", Self.username, "-d", "postgres"] }

    private var data: URL { Self.data(in: folder) }

    private static func data(in folder: URL) -> URL { folder.appendingPathComponent("data") }

    /// Stops the server (at once, ending its connections) and deletes the folder; ``with(_:)`` does it after its
    /// body, and a test may do it sooner, to see what a server that went away does.
    func stop() async throws {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        try await run("pg_ctl", ["-D", data.path, "-w", "stop", "-m", "fast"])
    }

    /// Runs one of the server's programs (as `postgres` under root when `asServer`), waits for it, and returns its
    /// output; fails with that output when it exits non-zero.
    @discardableResult
    private func run(_ program: String, _ arguments: [String], asServer: Bool = true) async throws -> String {
        try await Self.run(binaries, program, arguments, asServer: asServer)
    }

    /// ``run(_:_:asServer:)`` with the programs in `binaries`, before there is a cluster.
    @discardableResult
    private static func run(_ binaries: URL, _ program: String, _ arguments: [String], asServer: Bool = true) async throws
        -> String
    {
        let executable = binaries.appendingPathComponent(program).path
        let command = asServer && geteuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", executable] : [executable]
        let run = try await ChildProcess.run(command + arguments)
        guard run.status == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) failed (\(run.status)): \(run.output)\(run.errors)")
        }
        return run.output
    }

    /// The newest `/usr/lib/postgresql/MAJOR/bin` that has `initdb`.
    private static func findBinaries() throws -> URL {
        let root = URL(fileURLWithPath: "/usr/lib/postgresql")
        let majors = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).compactMap(Int.init).sorted()
        guard let bin = majors.reversed().map({ root.appendingPathComponent("\($0)/bin") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("initdb").path) })
        else {
            throw Failure(description: """
                PostgreSQL is not installed: no /usr/lib/postgresql/MAJOR/bin/initdb. These tests need a real server; \
                install Debian's postgresql package (scripts/install-deps does).
                """)
        }
        return bin
    }
}
