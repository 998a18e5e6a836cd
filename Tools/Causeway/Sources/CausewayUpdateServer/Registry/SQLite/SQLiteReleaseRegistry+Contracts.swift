public import CausewayPackages
public import Foundation
import GRDB

extension SQLiteReleaseRegistry {
    /// The tables of registered contracts and of when devices last reported them.
    static func createContractTables(_ db: Database) throws {
        try db.create(table: "appContract") { table in
            table.column("digest", .text).primaryKey()
            table.column("name", .text).notNull()
            table.column("document", .blob).notNull()
            table.column("registeredAt", .datetime).notNull()
        }
        try db.create(table: "contractReport") { table in
            table.column("digest", .text).notNull().references("appContract", onDelete: .cascade)
            table.column("packageID", .text).notNull()
            table.column("lastReported", .datetime).notNull()
            table.primaryKey(["digest", "packageID"])
        }
    }

    public func register(_ contract: RegisteredContract, limit: Int) async throws {
        let document = try contract.contract.encoded()
        try await database.write { db in
            let others = try Int.fetchOne(db, sql: "SELECT count(*) FROM appContract WHERE digest != ?",
                                          arguments: [contract.digest]) ?? 0
            guard others < limit else {
                throw UpdateServerError.conflict("\(limit) app contracts are registered: remove one first")
            }
            try db.execute(sql: """
                INSERT INTO appContract (digest, name, document, registeredAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (digest) DO UPDATE SET name = excluded.name, registeredAt = excluded.registeredAt
                """, arguments: [contract.digest, contract.name, document, contract.registeredAt])
        }
    }

    public func removeContract(_ digest: String) async throws -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM contractReport WHERE digest = ?", arguments: [digest])
            try db.execute(sql: "DELETE FROM appContract WHERE digest = ?", arguments: [digest])
            return db.changesCount > 0
        }
    }

    public func contracts(reportedFor packageID: String?) async throws -> [ContractSummary] {
        try await database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT c.digest, c.name, c.registeredAt, r.lastReported FROM appContract c
                LEFT JOIN contractReport r ON r.digest = c.digest AND r.packageID = ?
                ORDER BY c.name, c.digest
                """, arguments: [packageID]).map { row in
                ContractSummary(digest: row["digest"], name: row["name"], registeredAt: row["registeredAt"],
                                lastReported: row["lastReported"])
            }
        }
    }

    public func contract(_ digest: String) async throws -> RegisteredContract? {
        let row = try await database.read { db in
            try Row.fetchOne(db, sql: "SELECT name, document, registeredAt FROM appContract WHERE digest = ?",
                             arguments: [digest])
        }
        guard let row else { return nil }
        return RegisteredContract(contract: try AppContract.decode(row["document"]), name: row["name"],
                                  registeredAt: row["registeredAt"])
    }

    public func noteReported(_ digest: String, for packageID: String, at date: Date) async throws {
        try await database.write { db in
            // Only a registered contract is noted: a digest removed meanwhile is not brought back.
            try db.execute(sql: """
                INSERT INTO contractReport (digest, packageID, lastReported)
                SELECT digest, ?, ? FROM appContract WHERE digest = ?
                ON CONFLICT (digest, packageID) DO UPDATE SET lastReported = max(lastReported, excluded.lastReported)
                """, arguments: [packageID, date, digest])
        }
    }
}
