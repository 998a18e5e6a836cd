public import Foundation

/// Where the update server keeps package files. Two are built in: a folder on the local disk (``LocalPackageFiles``),
/// and the registry's PostgreSQL database (``PostgresPackageFiles``), which instances share without a shared folder;
/// a deployment can put an S3-compatible store behind this protocol.
public protocol PackageFileStorage: Sendable {
    /// Stores the file at `source` under `name`, replacing nothing: names are unique per package version.
    func put(_ source: URL, as name: String) async throws

    /// A local file holding `name`, to read or to serve, or `nil` when there is none.
    func file(named name: String) async throws -> URL?
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

    /// The file for `name`, which must be a plain file name.
    private func path(_ name: String) throws -> URL {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw UpdateServerError.badRequest("\(name) is not a package file name")
        }
        return folder.appendingPathComponent(name)
    }
}
