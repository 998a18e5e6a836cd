import CausewayToolTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A private PostgreSQL server for tests: a new cluster in a temporary folder, on a free loopback port with its
/// socket in that folder, trusting every local login as ``PostgresDatabase/username``; started on another port when
/// the one picked is taken before the server binds it.
///
/// Tests that stop the server, or need one of their own, start one with ``with(port:_:)``; every other test gets a
/// database of its own in the one server this process shares (``withDatabase(_:)``), so that a run makes one
/// cluster, not one for each test. At most two clusters are made at once (`initdb` is seconds of work on a busy
/// machine).
///
/// The server ends with the input it reads: it runs under a small shell that stops it (a fast shutdown) and deletes
/// its folder once its standard input ends, which ``stop()`` does, and which the end of this process does on every
/// path, a crash or a kill included. No server outlives the tests that started it.
final class PostgresCluster: Sendable {
    /// The cluster's `postgres` database.
    let database: PostgresDatabase
    /// The port the server listens on, at 127.0.0.1.
    var port: Int { database.port }
    private let folder: URL
    private let server: ChildProcess

    /// The cluster this process's tests share, made when a test first asks for it; it ends with the process.
    private static let shared = Task { try await start(port: nil) }
    /// The clusters being made now, at most two at once.
    private static let making = Admission(limit: 2)

    /// Starts a cluster, runs `body` with it, then stops it. It listens on `port` when one is given, or fails with
    /// `LoopbackPortTaken`; otherwise on a free one.
    static func with<Value>(port: Int? = nil, _ body: (PostgresCluster) async throws -> Value) async throws -> Value {
        let cluster = try await start(port: port)
        let value: Value
        do {
            value = try await body(cluster)
        } catch {
            await cluster.stop()
            throw error
        }
        await cluster.stop()
        return value
    }

    /// Runs `body` with a new, empty database in the cluster this process shares, then drops it.
    static func withDatabase<Value>(_ body: (PostgresDatabase) async throws -> Value) async throws -> Value {
        let cluster = try await shared.value
        let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try await cluster.database.psql("CREATE DATABASE \(name)")
        let database = PostgresDatabase(name: name, port: cluster.port, programs: cluster.database.programs)
        let value: Value
        do {
            value = try await body(database)
        } catch {
            _ = try? await cluster.database.psql("DROP DATABASE \(name) WITH (FORCE)")
            throw error
        }
        try await cluster.database.psql("DROP DATABASE \(name) WITH (FORCE)")
        return value
    }

    /// The port of the cluster this process shares, which holds it.
    static var sharedPort: Int {
        get async throws { try await shared.value.port }
    }

    private init(database: PostgresDatabase, folder: URL, server: ChildProcess) {
        self.database = database
        self.folder = folder
        self.server = server
    }

    private static func start(port given: Int?) async throws -> PostgresCluster {
        await making.enter()
        do {
            let cluster = try await make(port: given)
            await making.leave()
            return cluster
        } catch {
            await making.leave()
            throw error
        }
    }

    /// A new cluster, its server started on `given`, or on a free port.
    private static func make(port given: Int?) async throws -> PostgresCluster {
        let programs = try PostgresPrograms.installed()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-postgres-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            if geteuid() == 0 {
                guard let user = getpwnam("postgres"), chown(folder.path, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                    throw PostgresPrograms.Failure(description: "The postgres user that Debian's postgresql package creates is missing")
                }
            }
            try await programs.run("initdb", ["-D", folder.appendingPathComponent("data").path, "-A", "trust",
                                              "-U", PostgresDatabase.username, "-E", "UTF8", "--no-sync"], asServer: true)
            let launch = { (port: Int) async throws -> PostgresCluster in
                try await launchServer(programs: programs, folder: folder, port: port)
            }
            if let given { return try await launch(given) }
            return try await LoopbackPort.serving(launch)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Starts the server of the cluster in `folder` on `port` and waits until it accepts connections, or fails with
    /// what its log says (``LoopbackPortTaken`` when the port was taken).
    private static func launchServer(programs: PostgresPrograms, folder: URL, port: Int) async throws -> PostgresCluster {
        let log = folder.appendingPathComponent("server-\(port).log")
        let server = try ChildProcess(programs.asServer(["/bin/sh", "-c", endsWithInput, "sh", folder.path, "\(port)",
                                                         programs.path(of: "postgres")]),
                                      output: log, errors: log, keepsInputOpen: true)
        let cluster = PostgresCluster(database: PostgresDatabase(name: "postgres", port: port, programs: programs),
                                      folder: folder, server: server)
        // A guard, not a bound: an idle machine starts a server in a fraction of a second.
        let guardTime = ContinuousClock.now + .seconds(600)
        while true {
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if said.contains("database system is ready to accept connections") { return cluster }
            if !server.isRunning {
                if let taken = LoopbackPortTaken(port: port, ifSaidIn: said) { throw taken }
                throw PostgresPrograms.Failure(description: "The server ended as it started. Its log:\n\(said)")
            }
            if ContinuousClock.now > guardTime {
                await cluster.stop()
                throw PostgresPrograms.Failure(description: "The server did not start within 600 seconds. Its log:\n\(said)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// The shell the server runs under (`$1` the cluster's folder, `$2` the port, `$3` the `postgres` program): it
    /// starts the server, and when its own input ends it stops the server and deletes the folder. When the server ends
    /// by itself (a port taken), the folder stays, for the log and another start.
    private static let endsWithInput = """
        exec 3<&0 </dev/null
        "$3" -D "$1/data" -p "$2" -k "$1" -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400 3<&- &
        server=$!
        (read -r _ <&3; : > "$1/ended"; kill -INT "$server") &
        watcher=$!
        exec 3<&-
        wait "$server"
        status=$?
        if [ -e "$1/ended" ]; then rm -rf "$1"; else kill "$watcher" 2>/dev/null; fi
        exit "$status"
        """

    /// Stops the server (at once, ending its connections) and waits until it and its folder are gone; ``with(_:)``
    /// does it after its body, and a test may do it sooner, to see what a server that went away does.
    func stop() async {
        server.closeInput()
        await server.exitStatus()
        // Gone already, unless the server ended by itself before.
        try? FileManager.default.removeItem(at: folder)
    }

    /// A count of holders, at most `limit` at once; the others wait in order.
    private actor Admission {
        private let limit: Int
        private var holders = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(limit: Int) {
            self.limit = limit
        }

        func enter() async {
            if holders < limit {
                holders += 1
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func leave() {
            if waiting.isEmpty {
                holders -= 1
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}
