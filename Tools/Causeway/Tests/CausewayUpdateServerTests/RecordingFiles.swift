import CausewayUpdateServer
import Foundation
import Synchronization

/// Package files in a local folder that remember every name put, so a test can tell how often a file was made.
final class RecordingFiles: PackageFileStorage {
    private let local: LocalPackageFiles
    private let names = Mutex<[String]>([])

    init(folder: URL) throws {
        local = try LocalPackageFiles(folder: folder)
    }

    /// The folder the files are in.
    var folder: URL { local.folder }

    /// Every name put, in order.
    var putNames: [String] { names.withLock { $0 } }

    func put(_ source: URL, as name: String) async throws {
        try await local.put(source, as: name)
        names.withLock { $0.append(name) }
    }

    func file(named name: String) async throws -> URL? {
        try await local.file(named: name)
    }
}
