import CausewayPackages
public import Foundation
import Logging
import NIOCore
import PostgresNIO

/// Package files kept in the registry's PostgreSQL database, so that instances on one database share them without a
/// shared folder: each file is stored once, in chunks of 1 MiB, in one transaction with its size and SHA-256.
///
/// An instance serves a file from a local copy in its cache folder, fetched from the database the first time it is
/// asked for (one fetch at a time per file; the others wait for it), checked against the stored size and SHA-256, and
/// renamed into place whole. The cache is only a cache: an instance with an empty folder serves every file.
/// ``PostgresReleaseRegistry/packageFiles(cachedIn:)`` makes one on the registry's connections.
public struct PostgresPackageFiles: PackageFileStorage {
    /// The size of the chunks a file is stored in.
    static let chunkSize = 1 << 20

    private let client: PostgresClient
    private let cache: LocalPackageFiles
    private let fetching = KeyedLock()
    private let logger: Logger

    init(client: PostgresClient, cache: URL, logger: Logger) throws {
        self.client = client
        self.cache = try LocalPackageFiles(folder: cache)
        self.logger = logger
    }

    /// The folder of the local copies.
    public var cacheFolder: URL { cache.folder }

    /// Stores `source` under `name` in the database, unless a file of that name is there already (names are unique
    /// per package version and content, so it is the same file).
    public func put(_ source: URL, as name: String) async throws {
        let digest = try FileDigest.of(source)
        let logger = logger
        try await client.transaction(logger: logger) { connection in
            let created = try await connection.query("""
                INSERT INTO package_files (name, size, sha256, stored_at)
                VALUES (\(name), \(digest.size), \(digest.sha256), \(Date()))
                ON CONFLICT (name) DO NOTHING RETURNING name
                """, logger: logger).decode(String.self).all()
            guard !created.isEmpty else { return }
            let handle = try FileHandle(forReadingFrom: source)
            defer { try? handle.close() }
            var index = 0
            while let chunk = try handle.read(upToCount: Self.chunkSize), !chunk.isEmpty {
                try await connection.query("""
                    INSERT INTO package_file_chunks (name, chunk, bytes) VALUES (\(name), \(index), \(ByteBuffer(bytes: chunk)))
                    """, logger: logger).drain()
                index += 1
            }
        }
    }

    /// The local copy of `name`, fetched from the database when this instance has none yet; `nil` when the database
    /// has no such file.
    public func file(named name: String) async throws -> URL? {
        if let cached = try await cache.file(named: name) { return cached }
        let (client, cache, logger) = (client, cache, logger)
        return try await fetching.withLock(name) {
            if let cached = try await cache.file(named: name) { return cached }
            let stored = try await client.query("SELECT size, sha256 FROM package_files WHERE name = \(name)",
                                                logger: logger).decode((Int64, String).self).all()
            guard let (size, sha256) = stored.first else { return nil }
            let partial = cache.folder.appendingPathComponent(".fetching-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: partial) }
            guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: partial.path])
            }
            let handle = try FileHandle(forWritingTo: partial)
            do {
                let chunks = try await client.query("""
                    SELECT bytes FROM package_file_chunks WHERE name = \(name) ORDER BY chunk
                    """, logger: logger)
                for try await bytes in chunks.decode(ByteBuffer.self) {
                    try handle.write(contentsOf: Data(bytes.readableBytesView))
                }
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            let fetched = try FileDigest.of(partial)
            guard fetched.size == size, fetched.sha256 == sha256 else {
                throw UpdateServerError.conflict("\(name) in the database is not the file it was stored as")
            }
            try cache.adopt(partial, as: name)
            return try await cache.file(named: name)
        }
    }
}

extension PostgresPackageFiles {
    public func storedFiles() async throws -> [StoredFile] {
        try await client.query("SELECT name, stored_at FROM package_files", logger: logger).decode((String, Date).self)
            .all().map { StoredFile(name: $0.0, storedAt: $0.1) }
    }

    /// Removes `name` from the database, its chunks with it, and this instance's copy. Other instances' copies stay
    /// in their folders until those are cleared; they serve them only to a request that names the file, and no offer
    /// names a pruned one.
    public func remove(_ name: String) async throws {
        try await client.query("DELETE FROM package_files WHERE name = \(name)", logger: logger).drain()
        try await cache.remove(name)
    }
}

extension PostgresReleaseRegistry {
    /// Package files in this registry's database, on its connections, served from local copies in `cache` (see
    /// ``PostgresPackageFiles``). They live as long as the registry: ``close()`` ends their connections too.
    public func packageFiles(cachedIn cache: URL) throws -> PostgresPackageFiles {
        try PostgresPackageFiles(client: client, cache: cache, logger: logger)
    }
}
