public import Foundation
public import Version

/// The offline packages installed on a device, one folder per package, with the versions it serves.
///
/// Installing checks the package's signature and every file before anything is served: the files are unpacked
/// into a staging folder, checked against the manifest, flushed to disk, moved into place, and only then does the
/// package's state switch to them, in one atomic rename. A crash at any moment leaves the store serving the
/// complete version it served before, or the new one; the leftovers are cleared the next time the store opens.
/// The previous version is kept for a rollback.
///
/// A new version is on trial until ``confirm(_:)``: ``rollBack(_:)`` returns to the previous one and blocks the
/// failed version, so it is not installed again. Methods block while they read and write; several processes may
/// share a store.
///
/// ```swift
/// let store = try PackageStore(root: caches.appending(path: "packages"), trustedKeys: [publisherKey],
///                              nativeVersion: Version(1, 4, 0))
/// let installed = try store.install(downloadedPackage)     // refused with a PackageError, store untouched
/// app.schemes["causeway"] = PackageEndpoint(store: store).respond   // CausewayPackagePages
/// ```
public final class PackageStore: Sendable {
    /// The store's folder.
    public let root: URL
    /// Keys whose signatures the store accepts.
    public let trustedKeys: [PackageVerifyingKey]
    /// The version of the native app, checked against each package's minimum.
    public let nativeVersion: Version
    /// How large a package may expand.
    public let limits: PackageLimits
    /// What the app serves its pages, checked against each package's ``PackageManifest/needs``; `nil` checks none.
    public let contract: AppContract?

    /// Opens the store in `root`, creating it if needed, and clears what an interrupted install left behind.
    public init(root: URL, trustedKeys: [PackageVerifyingKey], nativeVersion: Version,
                limits: PackageLimits = PackageLimits(), contract: AppContract? = nil) throws(PackageError)
    {
        self.root = root.standardizedFileURL
        self.trustedKeys = trustedKeys
        self.nativeVersion = nativeVersion
        self.limits = limits
        self.contract = contract
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .storage("cannot create \(root.path): \(error)")
        }
        try locked { () throws(PackageError) in
            for id in try packageIDs() { try clearLeftovers(of: id, state: try PackageStoreState.read(in: folder(of: id))) }
        }
    }

    // MARK: Reading

    /// The version served for `id`, if one is installed.
    public func installed(_ id: String) throws(PackageError) -> InstalledPackage? {
        guard PackageManifest.isValidID(id) else { return nil }
        return try installed(id, state: try PackageStoreState.read(in: folder(of: id)))
    }

    /// The versions of `id` that were rolled back and will not be installed again.
    public func blockedVersions(_ id: String) throws(PackageError) -> [Version] {
        guard PackageManifest.isValidID(id) else { return [] }
        return try PackageStoreState.read(in: folder(of: id)).blocked
    }

    /// Reads every file of the version served for `id` again and checks it against the manifest; throws what
    /// differs.
    public func verify(_ id: String) throws(PackageError) {
        guard let package = try installed(id) else { throw .missingFile(id) }
        try Self.checkTree(package.filesFolder, against: package.manifest, alreadyChecked: [])
    }

    // MARK: Installing

    /// Installs the package (full or delta) at `url` and serves it from now on, on trial. Installing the version
    /// already served changes nothing.
    ///
    /// Refused with a ``PackageError``, the store untouched: a signature by no trusted key, a file that differs
    /// from the manifest, a corrupt or truncated zip, unsafe paths or links, more than ``limits``, a package for a
    /// newer native app, a package whose needs the ``contract`` does not meet (``PackageError/unmetNeeds(_:)``,
    /// naming each entry), a blocked version, a delta whose base is not the version served, and, unless
    /// `allowingOlder` (an update server's rollback, ``UpdateOffer/isRollback``), a version older than the one
    /// served.
    @discardableResult
    public func install(_ url: URL, allowingOlder: Bool = false) throws(PackageError) -> InstalledPackage {
        let package = try PackageArchive(url: url, trustedKeys: trustedKeys, limits: limits)
        let manifest = package.manifest
        guard manifest.minimumNativeVersion <= nativeVersion else {
            throw .needsNewerNative(required: manifest.minimumNativeVersion, running: nativeVersion)
        }
        if let contract, let needs = manifest.needs {
            let unmet = contract.unmet(needs)
            guard unmet.isEmpty else { throw .unmetNeeds(unmet) }
        }
        return try locked { () throws(PackageError) -> InstalledPackage in
            let packageFolder = folder(of: manifest.id)
            var state = try PackageStoreState.read(in: packageFolder)
            guard !state.blocked.contains(manifest.version) else { throw .blocked(manifest.id, manifest.version) }
            let current = try installed(manifest.id, state: state)
            if let current, current.manifest == manifest { return current }
            if let current, manifest.version < current.manifest.version, !allowingOlder {
                throw .olderThanInstalled(manifest.version, installed: current.manifest.version)
            }
            let base = try deltaBase(package, current: current)

            let staging = packageFolder.appendingPathComponent("staging/\(UUID().uuidString)")
            do {
                try unpack(package, base: base, into: staging)
                let name = "\(manifest.version)-\(UUID().uuidString.prefix(8))"
                try Self.createFolder(packageFolder.appendingPathComponent(Self.versionsFolder))
                try DurableFiles.move(staging, to: packageFolder.appendingPathComponent("\(Self.versionsFolder)/\(name)"))
                state.previous = state.current
                state.current = name
                state.trial = name
                try state.write(in: packageFolder)
            } catch {
                try? clearLeftovers(of: manifest.id, state: state)
                throw Self.packageError(error)
            }
            try clearLeftovers(of: manifest.id, state: state)
            guard let installed = try installed(manifest.id, state: state) else { throw .storage("the new version vanished") }
            return installed
        }
    }

    /// The version on trial for `id` proved itself: it stays, and a later failure no longer rolls it back.
    public func confirm(_ id: String) throws(PackageError) {
        try locked { () throws(PackageError) in
            let packageFolder = folder(of: id)
            var state = try PackageStoreState.read(in: packageFolder)
            guard state.trial != nil else { return }
            state.trial = nil
            try state.write(in: packageFolder)
        }
    }

    /// Goes back to the version served before the current one, and blocks the current version. Returns what is
    /// served now: the previous version, or nothing when there was none.
    @discardableResult
    public func rollBack(_ id: String) throws(PackageError) -> InstalledPackage? {
        try locked { () throws(PackageError) -> InstalledPackage? in
            let packageFolder = folder(of: id)
            var state = try PackageStoreState.read(in: packageFolder)
            guard let failed = try installed(id, state: state) else { return nil }
            state.blocked.append(failed.manifest.version)
            state.current = state.previous
            state.previous = nil
            state.trial = nil
            try state.write(in: packageFolder)
            try clearLeftovers(of: id, state: state)
            return try installed(id, state: state)
        }
    }

    // MARK: Folders

    static let versionsFolder = "versions"
    static let stagingFolder = "staging"

    private func folder(of id: String) -> URL {
        root.appendingPathComponent(id)
    }

    private func packageIDs() throws(PackageError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: root.path).filter(PackageManifest.isValidID)
        } catch {
            throw .storage("cannot list \(root.path): \(error)")
        }
    }

    private func locked<Result>(_ body: () throws(PackageError) -> Result) throws(PackageError) -> Result {
        try DurableFiles.withLock(root.appendingPathComponent(".lock"), body)
    }

    private func installed(_ id: String, state: PackageStoreState) throws(PackageError) -> InstalledPackage? {
        guard let current = state.current else { return nil }
        let versionFolder = folder(of: id).appendingPathComponent("\(Self.versionsFolder)/\(current)")
        let data: Data
        do {
            data = try Data(contentsOf: versionFolder.appendingPathComponent(PackageArchive.manifestName))
        } catch {
            throw .storage("the served version of \(id) has no manifest: \(error)")
        }
        return InstalledPackage(manifest: try PackageManifest.decode(data),
                                filesFolder: versionFolder.appendingPathComponent("files"),
                                isOnTrial: state.trial == current)
    }

    /// Removes staging folders and versions the state no longer names: what an interrupted install or a rollback
    /// left.
    private func clearLeftovers(of id: String, state: PackageStoreState) throws(PackageError) {
        let packageFolder = folder(of: id)
        let fileManager = FileManager.default
        guard state != PackageStoreState() else {
            // Nothing was ever served: the whole folder is a leftover.
            try? fileManager.removeItem(at: packageFolder)
            return
        }
        try? fileManager.removeItem(at: packageFolder.appendingPathComponent(Self.stagingFolder))
        let versions = packageFolder.appendingPathComponent(Self.versionsFolder)
        let kept = Set([state.current, state.previous].compactMap { $0 })
        for name in (try? fileManager.contentsOfDirectory(atPath: versions.path)) ?? [] where !kept.contains(name) {
            try? fileManager.removeItem(at: versions.appendingPathComponent(name))
        }
        for name in (try? fileManager.contentsOfDirectory(atPath: packageFolder.path)) ?? []
            where name.hasPrefix(PackageStoreState.fileName + ".")
        {
            try? fileManager.removeItem(at: packageFolder.appendingPathComponent(name))
        }
    }
}
