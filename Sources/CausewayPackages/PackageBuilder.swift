public import Foundation
public import Version
import ZIPFoundation

/// Builds signed packages from folders, and delta packages between two versions.
///
/// ```swift
/// let builder = PackageBuilder(key: try PackageSigningKey(text: keyText))
/// try builder.pack(site, id: "shop", version: Version(1, 2, 0), to: output)
/// try builder.diff(from: version1, to: version2, output: delta)
/// ```
public struct PackageBuilder: Sendable {
    /// Reports how many of the bytes to write are written.
    public typealias Progress = (_ done: Int64, _ total: Int64) -> Void

    /// The key that signs what the builder makes.
    public let key: PackageSigningKey

    /// A builder signing with `key`.
    public init(key: PackageSigningKey) {
        self.key = key
    }

    /// Packs every regular file under `folder` (hidden files left out) into a signed package at `output`, its
    /// manifest recording `needs`, the entries of the app's contract its pages use (``AppContract/needs(_:)``).
    @discardableResult
    public func pack(_ folder: URL, id: String, version: Version, entry: String = "index.html",
                     minimumNativeVersion: Version = Version(0, 0, 0), remoteBase: URL? = nil,
                     needs: [String: ContractEntry]? = nil, to output: URL,
                     progress: Progress = { _, _ in }) throws -> PackageManifest
    {
        let paths = try Self.filePaths(in: folder)
        var files: [String: PackageManifest.File] = [:]
        for path in paths { files[path] = try FileDigest.of(folder.appendingPathComponent(path)) }
        let manifest = PackageManifest(id: id, version: version, entry: entry, files: files,
                                       minimumNativeVersion: minimumNativeVersion, createdAt: Date(), remoteBase: remoteBase,
                                       needs: needs)
        let manifestData = try manifest.encoded()
        _ = try PackageManifest.decode(manifestData)
        try write(output, documents: [
            (PackageArchive.manifestName, manifestData), (PackageArchive.signatureName, try key.signature(for: manifestData)),
        ], files: paths.map { ($0, folder.appendingPathComponent($0)) }, progress: progress)
        return manifest
    }

    /// Builds the delta package that turns version `old` into version `new` (both packages signed by a key of
    /// `publishers`, this builder's own unless given): `new`'s signed manifest, the ``PackageDelta`` signed with this
    /// builder's key, and the added and changed files. A device installs it when it trusts both keys.
    @discardableResult
    public func diff(from old: URL, to new: URL, output: URL, trusting publishers: [PackageVerifyingKey]? = nil,
                     progress: Progress = { _, _ in }) throws -> PackageDelta {
        let trusted = publishers ?? [key.verifyingKey]
        let base = try PackageArchive(url: old, trustedKeys: trusted, limits: PackageLimits(maxExpandedBytes: .max, maxFiles: .max))
        let target = try PackageArchive(url: new, trustedKeys: trusted, limits: PackageLimits(maxExpandedBytes: .max, maxFiles: .max))
        guard base.delta == nil, target.delta == nil, base.manifest.id == target.manifest.id else {
            throw PackageError.invalidManifest("a delta is made between two full packages of the same id")
        }
        let delta = PackageDelta(
            id: target.manifest.id, baseVersion: base.manifest.version,
            baseManifestSHA256: FileDigest.of(base.manifestData), version: target.manifest.version,
            manifestSHA256: FileDigest.of(target.manifestData),
            deleted: Set(base.manifest.files.keys).subtracting(target.manifest.files.keys).sorted()
        )
        let changed = target.manifest.files.filter { base.manifest.files[$0.key] != $0.value }.keys.sorted()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var files: [(String, URL)] = []
        for path in changed {
            let file = scratch.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try target.extract(path, to: file)
            files.append((path, file))
        }
        let description = try delta.encoded()
        try write(output, documents: [
            (PackageArchive.manifestName, target.manifestData), (PackageArchive.signatureName, target.signature),
            (PackageArchive.deltaName, description), (PackageArchive.deltaSignatureName, try key.signature(for: description)),
        ], files: files, progress: progress)
        return delta
    }

    /// The package paths of the regular files under `folder`, sorted; hidden files and folders are left out, and
    /// a link is an error.
    static func filePaths(in folder: URL) throws -> [String] {
        let fileManager = FileManager.default
        var paths: [String] = []
        guard let walk = fileManager.enumerator(atPath: folder.path) else { throw PackageError.missingFile(folder.path) }
        while let path = walk.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                walk.skipDescendants()
                continue
            }
            let type = try fileManager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.type]
                as? FileAttributeType
            switch type {
            case .typeDirectory?: continue
            case .typeRegular?:
                try PackagePath.check(path)
                paths.append(path)
            default: throw PackageError.unexpectedEntry(path)
            }
        }
        return paths.sorted()
    }

    private func write(_ output: URL, documents: [(String, Data)], files: [(String, URL)],
                       progress: Progress) throws
    {
        try? FileManager.default.removeItem(at: output)
        let archive = try Archive(url: output, accessMode: .create)
        for (name, data) in documents {
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count),
                                 compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        let sizes = try files.map { try FileDigest.of($0.1).size }
        let total = sizes.reduce(0, +)
        var done: Int64 = 0
        progress(0, total)
        for ((path, file), size) in zip(files, sizes) {
            try archive.addEntry(with: PackageArchive.filesFolder + path, fileURL: file, compressionMethod: .deflate)
            done += size
            progress(done, total)
        }
    }
}
