#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension PackageStore {
    /// The version a delta package applies to: the served one, when it is exactly the delta's base.
    func deltaBase(_ package: PackageArchive, current: InstalledPackage?) throws(PackageError) -> InstalledPackage? {
        guard let delta = package.delta else { return nil }
        guard let current, current.manifest.version == delta.baseVersion,
              let baseManifest = try? Data(contentsOf: current.manifestFile),
              FileDigest.of(baseManifest) == delta.baseManifestSHA256
        else {
            throw .deltaBaseNotInstalled(delta.baseVersion)
        }
        let removed = Set(current.manifest.files.keys).subtracting(package.manifest.files.keys)
        guard Set(delta.deleted) == removed else {
            throw .invalidManifest("the delta's deleted files are not the files its version removes")
        }
        return current
    }

    /// Builds the version's folder in `staging`: the carried files from the package, the others from `base`, the
    /// signed manifest beside them; then checks the whole tree against the manifest and flushes it.
    func unpack(_ package: PackageArchive, base: InstalledPackage?, into staging: URL) throws(PackageError) {
        let files = staging.appendingPathComponent("files")
        try Self.createFolder(files)
        let carried = package.carriedPaths
        for path in package.manifest.files.keys.sorted() {
            let destination = files.appendingPathComponent(path)
            try Self.createFolder(destination.deletingLastPathComponent())
            if carried.contains(path) {
                try package.extract(path, to: destination)
            } else if let base {
                try Self.share(base.filesFolder.appendingPathComponent(path), as: destination)
            } else {
                throw .missingFile(path)
            }
        }
        do {
            try DurableFiles.write(package.manifestData, to: staging.appendingPathComponent(PackageArchive.manifestName))
            try DurableFiles.write(package.signature, to: staging.appendingPathComponent(PackageArchive.signatureName))
        } catch {
            throw Self.packageError(error)
        }
        try Self.checkTree(files, against: package.manifest, alreadyChecked: carried)
        try Self.synchronizeFolders(in: staging)
    }

    /// Checks that `folder` holds exactly the manifest's files, as regular files, and that those not in
    /// `alreadyChecked` have the manifest's size and digest.
    static func checkTree(_ folder: URL, against manifest: PackageManifest,
                          alreadyChecked: Set<String>) throws(PackageError)
    {
        let fileManager = FileManager.default
        for path in fileManager.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
            let type = (try? fileManager.attributesOfItem(atPath: folder.appendingPathComponent(path).path))?[.type]
                as? FileAttributeType
            switch type {
            case .typeDirectory?: continue
            case .typeRegular?: guard manifest.files[path] != nil else { throw .unlistedFile(path) }
            default: throw .unexpectedEntry(path)
            }
        }
        for (path, expected) in manifest.files where !alreadyChecked.contains(path) {
            let file = folder.appendingPathComponent(path)
            guard fileManager.fileExists(atPath: file.path) else { throw .missingFile(path) }
            guard try FileDigest.of(file) == expected else { throw .fileMismatch(path) }
        }
    }

    /// Makes `destination` the same file as `source`, without copying bytes where the disk allows: installed files
    /// are never changed in place, so versions may share them.
    private static func share(_ source: URL, as destination: URL) throws(PackageError) {
        guard link(source.path, destination.path) != 0 else { return }
        do {
            try FileManager.default.copyItem(at: source, to: destination)
        } catch {
            throw .storage("cannot copy \(source.lastPathComponent) from the base version: \(error)")
        }
    }

    static func createFolder(_ url: URL) throws(PackageError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .storage("cannot create \(url.path): \(error)")
        }
    }

    /// Flushes `root` and every folder under it.
    private static func synchronizeFolders(in root: URL) throws(PackageError) {
        let fileManager = FileManager.default
        var folders = [root]
        for path in fileManager.enumerator(atPath: root.path)?.compactMap({ $0 as? String }) ?? [] {
            let url = root.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.append(url)
            }
        }
        do {
            for folder in folders { try DurableFiles.synchronizeFolder(folder) }
        } catch {
            throw packageError(error)
        }
    }

    /// `error` as a ``PackageError``.
    static func packageError(_ error: any Error) -> PackageError {
        (error as? PackageError) ?? .storage("\(error)")
    }
}

extension InstalledPackage {
    /// The version's signed `manifest.json`, beside its files.
    var manifestFile: URL {
        filesFolder.deletingLastPathComponent().appendingPathComponent(PackageArchive.manifestName)
    }
}
