import CausewayPackages
import CausewayToolTestSupport
import CausewayUpdateServer
import Foundation
import Testing
import Version

/// The SQLite registry's migrations, on a file an older schema wrote.
@Suite struct SQLiteSchemaTests {
    /// The migration that adds the running counts of reports counts the reports an older schema stored, and the
    /// counts move on from there as reports arrive.
    @Test func theReportsStoredBeforeTheRunningCountsAreCounted() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-schema-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("registry.sqlite").path
        _ = try SQLiteReleaseRegistry(path: path)
        // Back to the schema before the counts, with the reports it held: two rounds, a bad report without a network.
        let older = try await ChildProcess.run(["sqlite3", path, """
            DROP TABLE reportCount; DROP TABLE badReportNetwork;
            ALTER TABLE delta DROP COLUMN sha256; ALTER TABLE delta DROP COLUMN size;
            DELETE FROM grdb_migrations WHERE identifier IN ('running counts of reports', 'delta digests');
            INSERT INTO report (packageID, version, device, outcome, reportedAt, network, healthRound) VALUES
                ('shop', '1.0.0', 'a', 'installed', '2026-12-01 00:00:00', '198.51.1.0/24', 0),
                ('shop', '1.0.0', 'b', 'failed', '2026-12-01 00:00:00', '198.51.2.0/24', 0),
                ('shop', '1.0.0', 'c', 'rolledBack', '2026-12-01 00:00:00', '198.51.2.0/24', 1),
                ('shop', '1.0.0', 'd', 'failed', '2026-12-01 00:00:00', NULL, 1);
            """])
        try #require(older.status == 0, "\(older.errors)")
        let migrated = try SQLiteReleaseRegistry(path: path)
        try await expectTheStoredReportsCounted(by: migrated)
    }
}
