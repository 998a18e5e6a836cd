import Foundation
import Version

/// The report tokens of the offers a device installed, one small file per package version, kept until the report
/// on that version has been accepted: the trial that decides it may end after the app restarts.
struct ReportTokenFiles: Sendable {
    private let folder: URL

    /// Tokens kept in `folder`.
    init(folder: URL) {
        self.folder = folder
    }

    /// Keeps `token` for `version` of `packageID`.
    func save(_ token: String, packageID: String, version: Version) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(token.utf8).write(to: file(packageID, version), options: .atomic)
    }

    /// The token kept for `version` of `packageID`, if any.
    func token(packageID: String, version: Version) -> String? {
        (try? Data(contentsOf: file(packageID, version))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Forgets the token for `version` of `packageID`.
    func remove(packageID: String, version: Version) {
        try? FileManager.default.removeItem(at: file(packageID, version))
    }

    private func file(_ packageID: String, _ version: Version) -> URL {
        // Both are checked names: a package id is a path-safe name and a version has no "/".
        folder.appendingPathComponent("\(packageID)@\(version)")
    }
}
