public import CausewayPackages
public import Foundation
import GRDB
public import Version

/// Device reports, their running counts, and the secret offer tokens are signed with.
extension SQLiteReleaseRegistry {
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
}
