import CausewayToolTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// PostgreSQL's programs, from Debian's `postgresql` package (the newest `/usr/lib/postgresql/MAJOR/bin`), as tests
/// run them: each a `ChildProcess`, with none of the test's descriptors and waited for on a thread of its own.
///
/// `initdb` and the server refuse to run as root, so under root the server's programs run as the package's
/// `postgres` user.
struct PostgresPrograms: Sendable {
    /// Why a program failed, or is missing.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let folder: URL

    /// The programs of the newest PostgreSQL installed; fails saying how to install it.
    static func installed() throws -> PostgresPrograms {
        let root = URL(fileURLWithPath: "/usr/lib/postgresql")
        let majors = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).compactMap(Int.init).sorted()
        guard let folder = majors.reversed().map({ root.appendingPathComponent("\($0)/bin") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("initdb").path) })
        else {
            throw Failure(description: """
                PostgreSQL is not installed: no /usr/lib/postgresql/MAJOR/bin/initdb. These tests need a real server; \
                install Debian's postgresql package (scripts/install-deps does).
                """)
        }
        return PostgresPrograms(folder: folder)
    }

    /// The command that runs `command` (a program of the package, or the shell) as the server's user: as `postgres`
    /// under root, as this process's user otherwise.
    func asServer(_ command: [String]) -> [String] {
        geteuid() == 0 ? ["/usr/sbin/runuser", "-u", "postgres", "--"] + command : command
    }

    /// The path of `program`.
    func path(of program: String) -> String {
        folder.appendingPathComponent(program).path
    }

    /// Runs `program` with `arguments` (as the server's user when `asServer`), waits for it, and returns its output;
    /// fails with what it printed when it exits non-zero.
    @discardableResult
    func run(_ program: String, _ arguments: [String], asServer server: Bool = false) async throws -> String {
        let command = [path(of: program)] + arguments
        let run = try await ChildProcess.run(server ? asServer(command) : command)
        guard run.status == 0 else {
            throw Failure(description: "\(program) \(arguments.joined(separator: " ")) failed (\(run.status)): \(run.output)\(run.errors)")
        }
        return run.output
    }
}
