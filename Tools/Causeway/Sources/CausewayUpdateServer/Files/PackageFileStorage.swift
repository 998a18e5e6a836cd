public import Foundation

/// Where the update server keeps package files. Two are built in: a folder on the local disk (``LocalPackageFiles``),
/// and the registry's PostgreSQL database (``PostgresPackageFiles``), which instances share without a shared folder;
/// a deployment can put an S3-compatible store behind this protocol.
public protocol PackageFileStorage: Sendable {
    /// Stores the file at `source` under `name`, replacing nothing: names are unique per package version.
    func put(_ source: URL, as name: String) async throws

    /// A local file holding `name`, to read or to serve, or `nil` when there is none.
    func file(named name: String) async throws -> URL?

    /// Every file stored, with the moment it was stored: what pruning looks through.
    func storedFiles() async throws -> [StoredFile]

    /// Removes the file `name`, if there is one.
    func remove(_ name: String) async throws
}

/// A file a ``PackageFileStorage`` holds.
public struct StoredFile: Sendable, Equatable {
    /// Its name.
    public var name: String
    /// When it was stored.
    public var storedAt: Date

    public init(name: String, storedAt: Date) {
        self.name = name
        self.storedAt = storedAt
    }
}

/// Package files in one folder on the local disk.
public struct LocalPackageFiles: PackageFileStorage {
    /// The folder.
    public let folder: URL

    /// Files in `folder`, which is created if needed.
    public init(folder: URL) throws {
        self.folder = folder.standardizedFileURL
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Copies `source` beside the destination, then renames it into place, so that a reader, or another server
    /// putting the same file at once, never sees a part of it.
    public func put(_ source: URL, as name: String) async throws {
        _ = try path(name)
        let partial = folder.appendingPathComponent(".partial-\(UUID().uuidString)-\(name)")
        try FileManager.default.copyItem(at: source, to: partial)
        try adopt(partial, as: name)
    }

    /// Renames `partial`, a whole file already in the folder, to `name`, so a reader never sees a part of it; removes
    /// `partial` when that fails.
    func adopt(_ partial: URL, as name: String) throws {
        let destination = try path(name)
        guard rename(partial.path, destination.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: partial)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path,
                                                           NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
        }
    }

    public func file(named name: String) async throws -> URL? {
        let file = try path(name)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// Every file in the folder, by its modification time; files being written (their names start with `.`) are
    /// not listed.
    public func storedFiles() async throws -> [StoredFile] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.contentModificationDateKey])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .map { StoredFile(name: $0.lastPathComponent,
                              storedAt: try $0.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
                                  ?? .distantPast) }
    }

    public func remove(_ name: String) async throws {
        let file = try path(name)
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        try FileManager.default.removeItem(at: file)
    }

    /// The file for `name`, which must be a plain file name.
    private func path(_ name: String) throws -> URL {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw UpdateServerError.badRequest("\(name) is not a package file name")
        }
        return folder.appendingPathComponent(name)
    }
}
