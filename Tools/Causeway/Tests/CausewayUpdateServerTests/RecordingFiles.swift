import CausewayUpdateServer
import Foundation
import Synchronization

/// Package files that remember every name put and every name read, so a test can tell how often a file was made
/// or opened: in a local folder, or in a PostgreSQL database.
final class RecordingFiles: PackageFileStorage {
    private let storage: any PackageFileStorage
    private let names = Mutex<[String]>([])
    private let reads = Mutex<[String]>([])
    /// The folder the files are in, or, in a database, this instance's copies of them.
    let folder: URL
    /// What holds delta files before they are stored, if anything does.
    private let hold: DeltaHold?

    /// Files in `folder`, each delta's held by `hold` first when it is given.
    init(folder: URL, holdingDeltas hold: DeltaHold? = nil) throws {
        let local = try LocalPackageFiles(folder: folder)
        storage = local
        self.folder = local.folder
        self.hold = hold
    }

    /// Files in a database.
    init(_ files: PostgresPackageFiles) {
        storage = files
        folder = files.cacheFolder
        hold = nil
    }

    /// Every name put, in order.
    var putNames: [String] { names.withLock { $0 } }

    func put(_ source: URL, as name: String) async throws {
        if name.hasSuffix(".delta.zip") { await hold?.wait() }
        try await storage.put(source, as: name)
        names.withLock { $0.append(name) }
    }

    /// Every name read, in order.
    var readNames: [String] { reads.withLock { $0 } }

    func file(named name: String) async throws -> URL? {
        reads.withLock { $0.append(name) }
        return try await storage.file(named: name)
    }

    func storedFiles() async throws -> [StoredFile] {
        try await storage.storedFiles()
    }

    func remove(_ name: String) async throws {
        try await storage.remove(name)
    }
}
