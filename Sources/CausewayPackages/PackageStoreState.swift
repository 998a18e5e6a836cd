import Foundation
import Version

/// What a package's folder in the store serves, written atomically: the folder of the current version, the one
/// before it, the version on trial, and versions that were rolled back.
struct PackageStoreState: Codable, Equatable {
    /// The version folder being served.
    var current: String?
    /// The version folder served before `current`, kept for a rollback.
    var previous: String?
    /// `current`'s folder, while that version is on trial.
    var trial: String?
    /// Versions that were rolled back; they are not installed again.
    var blocked: [Version] = []

    /// The state in `folder`, or an empty state when nothing was ever installed there.
    static func read(in folder: URL) throws(PackageError) -> PackageStoreState {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return PackageStoreState() }
        do {
            return try CanonicalJSON.decode(PackageStoreState.self, from: Data(contentsOf: file))
        } catch {
            throw .storage("\(file.path) is unreadable: \(error)")
        }
    }

    /// Replaces the state in `folder` in one step: a crash leaves either the old state or the new one.
    func write(in folder: URL) throws(PackageError) {
        let temporary = folder.appendingPathComponent("\(Self.fileName).\(UUID().uuidString)")
        do {
            try DurableFiles.write(try CanonicalJSON.encode(self), to: temporary)
            try DurableFiles.move(temporary, to: folder.appendingPathComponent(Self.fileName))
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .storage("cannot write the state of \(folder.lastPathComponent): \(error)")
        }
    }

    static let fileName = "state.json"
}
