import Foundation
import GRDB
public import Version

/// The deltas made between releases, each made once among the registries this process opened on the file.
extension SQLiteReleaseRegistry {
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
}
