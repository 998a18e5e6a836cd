import CausewayUpdateServer
import CausewayTesting
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private PostgreSQL server for a test: a new cluster in a temporary folder, on a free loopback port with its
/// socket in that folder, trusting every local login as `causeway`. ``with(_:)`` starts it and stops and deletes
/// it after, on every path. Its programs are waited for on threads of their own (`awaitBlocking`), not on Swift's
/// concurrency pool: tests start clusters side by side, and `initdb` takes seconds on a busy machine.
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

    /// Starts a cluster, runs `body` with it, then stops and deletes it.
    static func with<Value>(_ body: (PostgresCluster) async throws -> Value) async throws -> Value {
        let cluster = try await start()
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

    private static func start() async throws -> PostgresCluster {
        let binaries = try findBinaries()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-postgres-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            if geteuid() == 0 {
                guard let user = getpwnam("postgres"), chown(folder.path, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                    throw Failure(description: "The postgres user that Debian's postgresql package creates is missing")
                }
            }
            let cluster = PostgresCluster(binaries: binaries, folder: folder, port: try LoopbackPort.free())
            try await cluster.run("initdb", ["-D", cluster.data.path, "-A", "trust", "-U", username, "-E", "UTF8", "--no-sync"])
            try await cluster.run("pg_ctl", ["-D", cluster.data.path, "-l", folder.appendingPathComponent("server.log").path, "-w",
                                             "-o", "-p \(cluster.port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c fsync=off",
                                             "start"])
            return cluster
        } catch {
            // The server's own log says why it did not start; the folder that holds it goes.
            let log = (try? String(contentsOf: folder.appendingPathComponent("server.log"), encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: folder)
            throw log.isEmpty ? error : Failure(description: "\(error)\nthe server's log:\n\(log)")
        }
    }

    /// The cluster's `postgres` database.
    var address: PostgresAddress {
        get throws { try PostgresAddress(parsing: "postgres://\(Self.username)@127.0.0.1:\(port)/postgres") }
    }

    /// Runs `sql` in the `postgres` database with `psql` and returns what it printed, one unaligned row a line.
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

    private var data: URL { folder.appendingPathComponent("data") }

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
        let executable = binaries.appendingPathComponent(program).path
        let command = asServer && geteuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--", executable] : [executable]
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-postgres-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = try await awaitBlocking { [path = output.path] in try Self.spawnAndWait(command + arguments, output: path) }
        let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) failed (\(status)): \(printed)")
        }
        return printed
    }

    /// Runs `command` with its output in the file at `output` and no other descriptor of this process, and returns
    /// its exit status. Not Foundation's `Process`: on Linux it learns that a program ended from a descriptor the
    /// program inherits, and the server that `pg_ctl start` leaves running would inherit it too, so the wait would
    /// never end.
    private static func spawnAndWait(_ command: [String], output: String) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        guard let addCloseFrom = Self.addCloseFrom, addCloseFrom(&actions, 3) == 0 else {
            throw Failure(description: "glibc 2.34 or later is needed, to start \(command[0]) without this process's descriptors")
        }
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else { throw Failure(description: "\(command[0]) did not start: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Failure(description: "lost \(command[0]): \(String(cString: strerror(errno)))") }
        }
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its Swift module leaves out.
    private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

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
