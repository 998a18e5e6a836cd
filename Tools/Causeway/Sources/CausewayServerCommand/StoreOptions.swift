public import ArgumentParser
import CausewayUpdateServer
import Foundation
import Logging

/// Where a server keeps its releases and package files, as `serve` and `prune` take them.
public struct StoreOptions: ParsableArguments, Sendable {
    /// Where package files are stored.
    public enum FileStore: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// In the registry's PostgreSQL database (``PostgresPackageFiles``), each instance serving local copies.
        case database
        /// In the `--files` folder (``LocalPackageFiles``), which instances on one registry must share.
        case folder
    }

    @Option(help: "The SQLite file of the release registry (default: causeway-releases.sqlite).")
    var registry: String?

    @Option(help: """
        The release registry: postgres://USER:PASSWORD@HOST:PORT/DATABASE, which several servers may share, or \
        sqlite:PATH. Without it, the SQLite file --registry names.
        """)
    var database: String?

    @Option(help: """
        A file holding the --database location, kept off the command line with the password in it.
        """)
    var databaseFile: String?

    @Option(help: """
        The folder package files are kept in; with --file-store database, the folder of this instance's copies of \
        them, a cache it may lose.
        """)
    var files = "causeway-files"

    @Option(help: """
        Where package files are stored: database (the PostgreSQL registry's, shared by every instance on it: the \
        default with --database postgres://…) or folder (--files; the default with SQLite).
        """)
    var fileStore: FileStore?

    public init() {}

    public func validate() throws {
        guard [database, databaseFile, registry].compactMap({ $0 }).count <= 1 else {
            throw ValidationError("Name the registry with one of --database, --database-file and --registry.")
        }
        if case .sqlite = try location(), fileStore == .database {
            throw ValidationError("--file-store database needs a PostgreSQL registry (--database postgres://…).")
        }
    }

    /// Opens the registry, migrating its schema; the caller closes it.
    func openRegistry(logger: Logger) async throws -> any ReleaseRegistry {
        try await location().open(logger: logger)
    }

    /// Where package files are stored with `registry`: its database when it is PostgreSQL, unless told otherwise.
    func files(of registry: any ReleaseRegistry) throws -> any PackageFileStorage {
        let folder = URL(fileURLWithPath: files)
        if fileStore != .folder, let postgres = registry as? PostgresReleaseRegistry {
            return try postgres.packageFiles(cachedIn: folder)
        }
        return try LocalPackageFiles(folder: folder)
    }

    /// The registry that `--database`, `--database-file` or `--registry` names.
    private func location() throws -> RegistryLocation {
        var database = database
        if let databaseFile {
            do {
                database = try String(contentsOfFile: databaseFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            } catch {
                throw ValidationError("\(databaseFile): \(error.localizedDescription)")
            }
        }
        guard let database else { return .sqlite(path: registry ?? "causeway-releases.sqlite") }
        do {
            return try RegistryLocation(parsing: database)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
