public import CausewayPackages
public import Foundation
import PostgresNIO

extension PostgresReleaseRegistry {
    /// The advisory lock registrations take, so two at once cannot both pass the limit ("Cont").
    private static let contractLock: Int64 = 0x436F_6E74

    public func register(_ contract: RegisteredContract, limit: Int) async throws {
        let document = try contract.contract.encoded()
        let logger = logger
        try await client.transaction(logger: logger) { connection in
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.contractLock))", logger: logger).drain()
            let others = try await connection.query("""
                SELECT count(*) FROM app_contracts WHERE digest <> \(contract.digest)
                """, logger: logger).decode(Int.self).all().first ?? 0
            guard others < limit else {
                throw UpdateServerError.conflict("\(limit) app contracts are registered: remove one first")
            }
            try await connection.query("""
                INSERT INTO app_contracts (digest, name, document, registered_at)
                VALUES (\(contract.digest), \(contract.name), \(document), \(contract.registeredAt))
                ON CONFLICT (digest) DO UPDATE SET name = excluded.name, registered_at = excluded.registered_at
                """, logger: logger).drain()
        }
    }

    public func removeContract(_ digest: String) async throws -> Bool {
        !(try await client.query("DELETE FROM app_contracts WHERE digest = \(digest) RETURNING digest", logger: logger)
            .decode(String.self).all()).isEmpty
    }

    public func contracts(reportedFor packageID: String?) async throws -> [ContractSummary] {
        try await client.query("""
            SELECT c.digest, c.name, c.registered_at, r.last_reported FROM app_contracts c
            LEFT JOIN contract_reports r ON r.digest = c.digest AND r.package_id = \(packageID)
            ORDER BY c.name, c.digest
            """, logger: logger).decode((String, String, Date, Date?).self).all().map {
            ContractSummary(digest: $0.0, name: $0.1, registeredAt: $0.2, lastReported: $0.3)
        }
    }

    public func contract(_ digest: String) async throws -> RegisteredContract? {
        guard let (name, document, registeredAt) = try await client.query("""
            SELECT name, document, registered_at FROM app_contracts WHERE digest = \(digest)
            """, logger: logger).decode((String, Data, Date).self).all().first
        else { return nil }
        return RegisteredContract(contract: try AppContract.decode(document), name: name, registeredAt: registeredAt)
    }

    public func noteReported(_ digest: String, for packageID: String, at date: Date) async throws {
        // Only a registered contract is noted: a digest removed meanwhile is not brought back.
        try await client.query("""
            INSERT INTO contract_reports (digest, package_id, last_reported)
            SELECT digest, \(packageID), \(date) FROM app_contracts WHERE digest = \(digest)
            ON CONFLICT (digest, package_id)
            DO UPDATE SET last_reported = greatest(contract_reports.last_reported, excluded.last_reported)
            """, logger: logger).drain()
    }
}
