public import Foundation
public import Version

/// What a package holds, signed by its publisher: the package's identity and version, its entry page, and every
/// file with its SHA-256 and size.
///
/// The manifest is stored as `manifest.json` in the package and signed as those exact bytes (`manifest.sig`).
public struct PackageManifest: Codable, Sendable, Equatable {
    /// One file of the package.
    public struct File: Codable, Sendable, Equatable {
        /// The file's SHA-256, in lower-case hex.
        public var sha256: String
        /// The file's size in bytes.
        public var size: Int64

        /// A file with this digest and size.
        public init(sha256: String, size: Int64) {
            self.sha256 = sha256
            self.size = size
        }
    }

    /// The manifest format; readers refuse formats they do not know.
    public var format = 1
    /// The package's identifier, which is also its host name: `causeway://ID/`.
    public var id: String
    /// The package's semantic version.
    @CheckedVersion public var version: Version
    /// The page that opens first, a path in ``files``.
    public var entry: String
    /// Every file of the version, by path relative to the package root.
    public var files: [String: File]
    /// The oldest native app version that may install the package.
    @CheckedVersion public var minimumNativeVersion: Version
    /// When the package was built.
    public var createdAt: Date
    /// Where files missing from the package are fetched from, if anywhere: `remoteBase` + path.
    public var remoteBase: URL?
    /// The entries of the app's contract the pages use, by name, with the shapes the pages were written against; a
    /// ``PackageStore`` given the app's ``AppContract`` installs the package only when the contract meets them all.
    /// `nil` for a package packed without them, which any app's store installs.
    public var needs: [String: ContractEntry]?

    /// A manifest of `files`; ``PackageBuilder`` makes one for every package it packs.
    public init(id: String, version: Version, entry: String, files: [String: File], minimumNativeVersion: Version,
                createdAt: Date, remoteBase: URL? = nil, needs: [String: ContractEntry]? = nil)
    {
        self.id = id
        self.version = version
        self.entry = entry
        self.files = files
        self.minimumNativeVersion = minimumNativeVersion
        self.createdAt = createdAt
        self.remoteBase = remoteBase
        self.needs = needs
    }

    /// The manifest's canonical bytes: sorted keys, ISO 8601 dates. These bytes are what is signed.
    public func encoded() throws -> Data {
        try CanonicalJSON.encode(self)
    }

    /// Reads a manifest's bytes, checking that it is a format this reader knows and that its paths are safe.
    public static func decode(_ data: Data) throws(PackageError) -> PackageManifest {
        let manifest: PackageManifest
        do {
            manifest = try CanonicalJSON.decode(PackageManifest.self, from: data)
        } catch {
            throw .invalidManifest("\(error)")
        }
        try manifest.validate()
        return manifest
    }

    /// The total size of the files, or `Int64.max` when they add up past it (a manifest that is read is refused
    /// then).
    public var totalSize: Int64 {
        files.values.reduce(0) { total, file in
            let (sum, overflow) = total.addingReportingOverflow(file.size)
            return overflow ? .max : sum
        }
    }

    private func validate() throws(PackageError) {
        guard format == 1 else { throw .invalidManifest("format \(format) is not known") }
        guard Self.isValidID(id) else { throw .invalidManifest("\(id) is not a package id (a lower-case host name)") }
        for path in files.keys { try PackagePath.check(path) }
        guard files[entry] != nil else { throw .invalidManifest("the entry page \(entry) is not in the package") }
        guard files.values.allSatisfy({ $0.size >= 0 && $0.sha256.count == 64 }) else {
            throw .invalidManifest("a file has a negative size or a malformed digest")
        }
        guard totalSize < .max else { throw .invalidManifest("the files' sizes add up past what a package can hold") }
    }

    /// Whether `id` can name a package: a lower-case host name of letters, digits, dots and hyphens.
    public static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 63 && !id.hasPrefix(".") && !id.hasPrefix("-") && !id.hasSuffix(".")
            && id.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "-" }
    }
}

extension PackageManifest {
    /// The manifest of the full package at `url`, once its signature by one of `trustedKeys` and every file are
    /// checked (the whole zip is read). A delta package is refused.
    public init(verifying url: URL, trustedKeys: [PackageVerifyingKey],
                limits: PackageLimits = PackageLimits()) throws(PackageError)
    {
        let package = try PackageArchive(url: url, trustedKeys: trustedKeys, limits: limits)
        guard package.delta == nil else { throw .invalidManifest("a delta package, where a full one is needed") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-verify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try PackageStore.createFolder(scratch)
        for path in package.carriedPaths {
            try package.extract(path, to: scratch.appendingPathComponent("file"))
        }
        self = package.manifest
    }
}
