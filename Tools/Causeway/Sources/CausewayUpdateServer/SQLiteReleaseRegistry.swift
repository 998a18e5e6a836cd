public import CausewayPackages
public import Foundation
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
    private let deltaLock: KeyedLock

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

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("releases, reports and deltas") { db in
            try db.create(table: ReleaseRow.databaseTableName) { table in
                table.column("packageID", .text).notNull()
                table.column("version", .text).notNull()
                table.column("channel", .text).notNull()
                table.column("rolloutPercent", .integer).notNull()
                table.column("minimumNativeVersion", .text).notNull()
                table.column("isPaused", .boolean).notNull()
                table.column("isRolledBack", .boolean).notNull()
                table.column("publishedAt", .datetime).notNull()
                table.column("fileName", .text).notNull()
                table.column("sha256", .text).notNull()
                table.column("size", .integer).notNull()
                table.primaryKey(["packageID", "version"])
            }
            try db.create(table: ReportRow.databaseTableName) { table in
                table.column("packageID", .text).notNull()
                table.column("version", .text).notNull()
                table.column("device", .text).notNull()
                table.column("outcome", .text).notNull()
                table.column("reason", .text)
                table.column("reportedAt", .datetime).notNull()
                table.primaryKey(["packageID", "version", "device"], onConflict: .replace)
            }
            try db.create(table: DeltaRow.databaseTableName) { table in
                table.column("packageID", .text).notNull()
                table.column("base", .text).notNull()
                table.column("version", .text).notNull()
                table.column("fileName", .text).notNull()
                table.primaryKey(["packageID", "base", "version"], onConflict: .replace)
            }
        }
        migrator.registerMigration("pauses, health rules and offer tokens") { db in
            try db.alter(table: ReleaseRow.databaseTableName) { table in
                table.add(column: "pauseReason", .text)
                table.add(column: "pausedAt", .datetime)
                table.add(column: "pausedByHealthRule", .boolean)
                table.add(column: "healthRule", .text)
            }
            try db.execute(sql: "UPDATE release SET pauseReason = 'paused by a publisher', pausedAt = publishedAt, "
                + "pausedByHealthRule = 0 WHERE isPaused")
            try db.create(table: "redeemedToken") { table in
                table.column("tokenID", .text).primaryKey()
            }
            try db.create(table: "tokenSecret") { table in
                table.column("id", .integer).primaryKey().check { $0 == 1 }
                table.column("secret", .blob).notNull()
            }
        }
        migrator.registerMigration("release states, health windows and report networks") { db in
            try db.alter(table: ReleaseRow.databaseTableName) { table in
                table.add(column: "phase", .text).notNull().defaults(to: ReleaseState.Phase.live.rawValue)
                table.add(column: "phaseReason", .text)
                table.add(column: "phaseSince", .datetime)
                table.add(column: "healthRound", .integer).notNull().defaults(to: 0)
            }
            try db.execute(sql: """
                UPDATE release SET
                    phase = CASE WHEN isRolledBack THEN 'rolledBack' WHEN isPaused AND pausedByHealthRule
                        THEN 'pausedByHealthRule' WHEN isPaused THEN 'pausedByPublisher' ELSE 'live' END,
                    phaseReason = CASE WHEN isRolledBack THEN 'Rolled back by a publisher' WHEN isPaused
                        THEN pauseReason END,
                    phaseSince = coalesce(pausedAt, publishedAt)
                """)
            try db.alter(table: ReleaseRow.databaseTableName) { table in
                for column in ["isPaused", "pauseReason", "pausedAt", "pausedByHealthRule", "isRolledBack"] {
                    table.drop(column: column)
                }
            }
            try db.alter(table: "report") { table in
                table.add(column: "network", .text)
                table.add(column: "healthRound", .integer).notNull().defaults(to: 0)
            }
        }
        migrator.registerMigration("running counts of reports") { db in
            try db.create(table: "reportCount") { table in
                table.column("packageID", .text).notNull()
                table.column("version", .text).notNull()
                table.column("healthRound", .integer).notNull()
                table.column("counter", .text).notNull()
                table.column("devices", .integer).notNull()
                table.primaryKey(["packageID", "version", "healthRound", "counter"])
            }
            try db.create(table: "badReportNetwork") { table in
                table.column("packageID", .text).notNull()
                table.column("version", .text).notNull()
                table.column("healthRound", .integer).notNull()
                table.column("network", .text).notNull()
                table.column("devices", .integer).notNull()
                table.primaryKey(["packageID", "version", "healthRound", "network"])
            }
            // The reports stored so far, counted in their round and in every round's (see ReportTally).
            let everyRound = """
                SELECT packageID, version, healthRound, outcome, network FROM report
                UNION ALL SELECT packageID, version, \(ReportTally.allRounds), outcome, network FROM report
                """
            try db.execute(sql: """
                INSERT INTO reportCount (packageID, version, healthRound, counter, devices)
                SELECT packageID, version, healthRound, outcome, count(*) FROM (\(everyRound))
                WHERE outcome IN ('installed', 'rolledBack', 'failed') GROUP BY packageID, version, healthRound, outcome
                """)
            try db.execute(sql: """
                INSERT INTO badReportNetwork (packageID, version, healthRound, network, devices)
                SELECT packageID, version, healthRound, network, count(*) FROM (\(everyRound))
                WHERE outcome IN ('rolledBack', 'failed') AND network IS NOT NULL
                GROUP BY packageID, version, healthRound, network
                """)
            try db.execute(sql: """
                INSERT INTO reportCount (packageID, version, healthRound, counter, devices)
                SELECT packageID, version, healthRound, ?, count(*) FROM badReportNetwork
                GROUP BY packageID, version, healthRound
                """, arguments: [ReportTally.badNetworks])
        }
        migrator.registerMigration("delta digests") { db in
            // The deltas made before their digests were kept are made again, with them, when next asked for.
            try db.execute(sql: "DELETE FROM delta")
            try db.alter(table: DeltaRow.databaseTableName) { table in
                table.add(column: "sha256", .text).notNull().defaults(to: "")
                table.add(column: "size", .integer).notNull().defaults(to: 0)
            }
        }
        migrator.registerMigration("package needs and app contracts") { db in
            try db.alter(table: ReleaseRow.databaseTableName) { table in
                table.add(column: "needs", .text)
            }
            try createContractTables(db)
        }
        return migrator
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

    public func record(_ report: InstallReport, from network: ClientNetwork, redeeming tokenID: String) async throws {
        try await database.write { db in
            guard try Row.fetchOne(db, sql: "SELECT 1 FROM redeemedToken WHERE tokenID = ?", arguments: [tokenID]) == nil else {
                throw UpdateServerError.conflict("The offer token was used already")
            }
            try db.execute(sql: "INSERT INTO redeemedToken (tokenID) VALUES (?)", arguments: [tokenID])
            let round = try Int.fetchOne(db, ReleaseRow.select(Column("healthRound"))
                .filter(key: ["packageID": report.packageID, "version": report.version.description])) ?? 0
            let row = ReportRow(packageID: report.packageID, version: report.version.description, device: report.device,
                                outcome: report.outcome.rawValue, reason: report.reason, reportedAt: Date(),
                                network: network.description, healthRound: round)
            if let earlier = try ReportRow.fetchOne(db, key: ["packageID": row.packageID, "version": row.version,
                                                               "device": row.device])
            {
                try Self.count(earlier, by: -1, in: db)
            }
            try row.insert(db)
            try Self.count(row, by: 1, in: db)
        }
    }

    /// Moves the running counts of `report`'s release by `change` (+1 or -1) for it, as ``ReportTally`` says.
    private static func count(_ report: ReportRow, by change: Int, in db: Database) throws {
        let tally = ReportTally(outcome: report.outcome, network: report.network, round: report.healthRound)
        func move(_ counter: String, in round: Int) throws {
            try db.execute(sql: """
                INSERT INTO reportCount (packageID, version, healthRound, counter, devices) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (packageID, version, healthRound, counter) DO UPDATE SET devices = devices + excluded.devices
                """, arguments: [report.packageID, report.version, round, counter, change])
        }
        for (round, counter) in tally.counters { try move(counter, in: round) }
        for (round, network) in tally.networks {
            let key: StatementArguments = [report.packageID, report.version, round, network]
            try db.execute(sql: """
                INSERT INTO badReportNetwork (packageID, version, healthRound, network, devices) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (packageID, version, healthRound, network) DO UPDATE SET devices = devices + excluded.devices
                """, arguments: key + [change])
            let devices = try Int.fetchOne(db, sql: """
                SELECT devices FROM badReportNetwork WHERE packageID = ? AND version = ? AND healthRound = ? AND network = ?
                """, arguments: key) ?? 0
            if ReportTally.movesNetworkCount(to: devices, by: change) { try move(ReportTally.badNetworks, in: round) }
            if devices == 0 {
                try db.execute(sql: """
                    DELETE FROM badReportNetwork WHERE packageID = ? AND version = ? AND healthRound = ? AND network = ?
                    """, arguments: key)
            }
        }
    }

    public func tokenSecret() async throws -> Data {
        let secret = Data((0..<32).map { _ in UInt8.random(in: .min ... .max) })
        return try await database.write { db in
            // Two registries on one file may ask at once: the first row stays, and both read it.
            try db.execute(sql: "INSERT OR IGNORE INTO tokenSecret (id, secret) VALUES (1, ?)", arguments: [secret])
            guard let stored = try Data.fetchOne(db, sql: "SELECT secret FROM tokenSecret WHERE id = 1") else {
                throw RegistryError.unreachable("The token secret was not kept")
            }
            return stored
        }
    }

    public func health(of packageID: String, version: Version, round: Int?) async throws -> ReleaseHealth {
        let counters = try await database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT counter, devices FROM reportCount WHERE packageID = ? AND version = ? AND healthRound = ?
                """, arguments: [packageID, version.description, round ?? ReportTally.allRounds])
        }
        return ReleaseHealth(counters: Dictionary(counters.map { ($0["counter"] as String, $0["devices"] as Int) },
                                                  uniquingKeysWith: +))
    }

    public func delta(of packageID: String, from base: Version, to version: Version) async throws -> Delta? {
        try await database.read { db in
            try DeltaRow.fetchOne(db, key: ["packageID": packageID, "base": base.description,
                                            "version": version.description])?.delta
        }
    }

    public func removeDeltas(of packageID: String, to version: Version) async throws -> [String] {
        try await database.write { db in
            let request = DeltaRow.filter(Column("packageID") == packageID && Column("version") == version.description)
            let names = try request.fetchAll(db).map(\.fileName)
            try request.deleteAll(db)
            return names
        }
    }

    public func fileNames() async throws -> Set<String> {
        try await database.read { db in
            Set(try String.fetchAll(db, sql: "SELECT fileName FROM release UNION SELECT fileName FROM delta"))
        }
    }

    public func delta(of packageID: String, from base: Version, to version: Version,
                      makingItWith make: @Sendable () async throws -> Delta) async throws -> Delta
    {
        try await deltaLock.withLock("\(packageID) \(base) \(version)") {
            if let known = try await delta(of: packageID, from: base, to: version) { return known }
            let delta = try await make()
            try await database.write { db in
                try DeltaRow(packageID: packageID, base: base.description, version: version.description,
                             fileName: delta.fileName, sha256: delta.sha256, size: delta.size).insert(db)
            }
            return delta
        }
    }

    public func close() async {}
}

/// A release as a table row: versions as their text.
private struct ReleaseRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "release"
    var packageID: String
    var version: String
    var channel: String
    var rolloutPercent: Int
    var minimumNativeVersion: String
    var phase: String
    var phaseReason: String?
    var phaseSince: Date?
    /// The health rule as JSON.
    var healthRule: String?
    var healthRound: Int
    var publishedAt: Date
    var fileName: String
    var sha256: String
    var size: Int64
    /// The needs as JSON.
    var needs: String?

    init(_ release: Release) {
        packageID = release.packageID
        version = release.version.description
        channel = release.channel
        rolloutPercent = release.rolloutPercent
        minimumNativeVersion = release.minimumNativeVersion.description
        phase = release.state.phase.rawValue
        phaseReason = release.state.reason
        phaseSince = release.state.since
        healthRule = release.healthRule?.storedText
        healthRound = release.healthRound
        publishedAt = release.publishedAt
        fileName = release.fileName
        sha256 = release.sha256
        size = release.size
        needs = release.needsText
    }

    var release: Release? {
        guard let version = Version(checking: version), let minimum = Version(checking: minimumNativeVersion),
              let phase = ReleaseState.Phase(rawValue: phase), let needs = Release.needs(storedText: needs)
        else {
            return nil
        }
        return Release(packageID: packageID, version: version, channel: channel, rolloutPercent: rolloutPercent,
                       minimumNativeVersion: minimum,
                       state: ReleaseState(phase: phase, reason: phaseReason, since: phaseSince ?? publishedAt),
                       healthRule: healthRule.flatMap(HealthRule.init(storedText:)),
                       healthRound: healthRound, publishedAt: publishedAt, fileName: fileName,
                       sha256: sha256, size: size, needs: needs)
    }
}

private struct ReportRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "report"
    var packageID: String
    var version: String
    var device: String
    var outcome: String
    var reason: String?
    var reportedAt: Date
    /// The ``ClientNetwork`` it came from; `nil` for reports recorded before networks were.
    var network: String?
    /// The release's ``Release/healthRound`` it arrived in.
    var healthRound: Int
}

private struct DeltaRow: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "delta"
    var packageID: String
    var base: String
    var version: String
    var fileName: String
    var sha256: String
    var size: Int64

    var delta: Delta { Delta(fileName: fileName, sha256: sha256, size: size) }
}
