import CausewayPackages
import Foundation
import GRDB
import Synchronization
public import Version

/// The release registry in one SQLite file, through GRDB, for one server process.
///
/// Registries opened on one file share its records: writers take turns (waiting up to 10 s for one another), and
/// a version is added once. A delta is made once among the registries one process opened on the file; separate
/// processes on one file may each make it, to the same name. ``PostgresReleaseRegistry`` makes it once across
/// instances.
public final class SQLiteReleaseRegistry: ReleaseRegistry {
    let database: DatabaseQueue
    let deltaLock: KeyedLock

    /// The delta lock of each SQLite file open in this process, by its real path.
    private static let deltaLocks = Mutex<[String: KeyedLock]>([:])

    /// Opens (or creates, with its folder) the registry in the SQLite file at `path`, migrating it to the current
    /// schema.
    public init(path: String) throws {
        let file = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        database = try DatabaseQueue(path: path, configuration: configuration)
        try Self.migrator.migrate(database)
        let realPath = file.resolvingSymlinksInPath().standardizedFileURL.path
        deltaLock = Self.deltaLocks.withLock { locks in
            if let lock = locks[realPath] { return lock }
            let lock = KeyedLock()
            locks[realPath] = lock
            return lock
        }
    }

    public func add(_ release: Release) async throws {
        try await database.write { db in
            let key = ["packageID": release.packageID, "version": release.version.description]
            guard try ReleaseRow.fetchOne(db, key: key) == nil else {
                throw UpdateServerError.conflict("\(release.packageID) \(release.version) is published already")
            }
            try ReleaseRow(release).insert(db)
        }
    }

    public func packageIDs(after: String?, limit: Int?) async throws -> [String] {
        try await database.read { db in
            var request = ReleaseRow.select(Column("packageID")).distinct().order(Column("packageID"))
            if let after { request = request.filter(Column("packageID") > after) }
            if let limit { request = request.limit(limit) }
            return try String.fetchAll(db, request)
        }
    }

    public func releases(of packageID: String) async throws -> [Release] {
        try await database.read { db in
            try ReleaseRow.filter(Column("packageID") == packageID).fetchAll(db).compactMap(\.release)
        }.sorted { $0.version > $1.version }
    }

    public func release(of packageID: String, version: Version) async throws -> Release? {
        try await database.read { db in
            try ReleaseRow.fetchOne(db, key: ["packageID": packageID, "version": version.description])?.release
        }
    }

    public func update(_ packageID: String, version: Version,
                       _ change: @Sendable (inout Release) throws -> Void) async throws -> Release
    {
        try await database.write { db in
            let key = ["packageID": packageID, "version": version.description]
            guard var release = try ReleaseRow.fetchOne(db, key: key)?.release else {
                throw UpdateServerError.notFound("\(packageID) \(version) is not published")
            }
            try change(&release)
            try ReleaseRow(release).update(db)
            return release
        }
    }

    public func close() async {}
}
