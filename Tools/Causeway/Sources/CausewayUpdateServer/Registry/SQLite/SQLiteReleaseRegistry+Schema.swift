import GRDB

extension SQLiteReleaseRegistry {
    /// The schema's migrations, in order: what opening a registry brings its file up to.
    static var migrator: DatabaseMigrator {
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
}
