public import Foundation
public import Version

/// What turns one installed version into the next: a delta package carries the new version's manifest (its exact,
/// signed bytes), this description (signed too), and only the files that were added or changed.
public struct PackageDelta: Codable, Sendable, Equatable {
    /// The description format; readers refuse formats they do not know.
    public var format = 1
    /// The package.
    public var id: String
    /// The version the delta applies to.
    @CheckedVersion public var baseVersion: Version
    /// The SHA-256 of the base version's `manifest.json`: the delta applies only to that exact version.
    public var baseManifestSHA256: String
    /// The version the delta produces.
    @CheckedVersion public var version: Version
    /// The SHA-256 of the new version's `manifest.json`, which ties this description to the manifest it travels with.
    public var manifestSHA256: String
    /// Files of the base version that the new version no longer has.
    public var deleted: [String]

    /// The description of a delta from `baseVersion` to `version`; ``PackageBuilder/diff(from:to:output:trusting:progress:)``
    /// makes one.
    public init(id: String, baseVersion: Version, baseManifestSHA256: String, version: Version, manifestSHA256: String,
                deleted: [String])
    {
        self.id = id
        self.baseVersion = baseVersion
        self.baseManifestSHA256 = baseManifestSHA256
        self.version = version
        self.manifestSHA256 = manifestSHA256
        self.deleted = deleted
    }

    /// The description's canonical bytes, which are signed.
    public func encoded() throws -> Data {
        try CanonicalJSON.encode(self)
    }

    /// Reads a description's bytes, checking its format and paths.
    static func decode(_ data: Data) throws(PackageError) -> PackageDelta {
        let delta: PackageDelta
        do {
            delta = try CanonicalJSON.decode(PackageDelta.self, from: data)
        } catch {
            throw .invalidManifest("delta: \(error)")
        }
        guard delta.format == 1 else { throw .invalidManifest("delta format \(delta.format) is not known") }
        for path in delta.deleted { try PackagePath.check(path) }
        return delta
    }
}
