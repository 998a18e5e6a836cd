public import Version

/// Why a package was refused, or a store operation failed. A refused package leaves the store untouched.
public enum PackageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The signature does not match the manifest under any trusted key.
    case badSignature
    /// The manifest cannot be read, or says something impossible.
    case invalidManifest(String)
    /// The zip cannot be read: truncated, corrupt, or missing `manifest.json` or `manifest.sig`.
    case corruptArchive(String)
    /// An entry's path is absolute, contains `..`, or is otherwise able to leave the package folder.
    case unsafePath(String)
    /// An entry is a link or a directory where a file is expected, or a kind of entry packages never contain.
    case unexpectedEntry(String)
    /// A file's bytes do not hash to the manifest's digest or do not have its size.
    case fileMismatch(String)
    /// A file the manifest lists is neither in the package nor, for a delta, in its base.
    case missingFile(String)
    /// A file is in the package but not in the manifest.
    case unlistedFile(String)
    /// The package expands to more bytes than the store accepts.
    case tooLarge(limit: Int64)
    /// The package has more files than the store accepts.
    case tooManyFiles(limit: Int)
    /// The package needs a newer native app.
    case needsNewerNative(required: Version, running: Version)
    /// A delta whose base version is not the one installed.
    case deltaBaseNotInstalled(Version)
    /// The version was rolled back before and is blocked.
    case blocked(String, Version)
    /// The version is older than the one installed, and the install was not a rollback.
    case olderThanInstalled(Version, installed: Version)
    /// The store's own files could not be read or written.
    case storage(String)
    /// An app contract's document cannot be read, or its digests are not the ones of what it describes.
    case invalidContract(String)
    /// The package's pages use entries the app's contract lacks or serves with shapes they do not fit; one
    /// mismatch per entry, sorted by name.
    case unmetNeeds([ContractMismatch])

    public var description: String {
        switch self {
        case .badSignature: "The package's signature does not match its manifest under any trusted key"
        case .invalidManifest(let why): "The manifest is invalid: \(why)"
        case .corruptArchive(let why): "The package archive is corrupt: \(why)"
        case .unsafePath(let path): "The path \(path) could leave the package folder"
        case .unexpectedEntry(let path): "\(path) is not a regular file"
        case .fileMismatch(let path): "\(path) does not match its size and SHA-256 in the manifest"
        case .missingFile(let path): "\(path) is listed in the manifest but missing"
        case .unlistedFile(let path): "\(path) is in the package but not in its manifest"
        case .tooLarge(let limit): "The package expands to more than \(limit) bytes"
        case .tooManyFiles(let limit): "The package has more than \(limit) files"
        case .needsNewerNative(let required, let running):
            "The package needs native version \(required) or later; this app is \(running)"
        case .deltaBaseNotInstalled(let base): "The delta applies to version \(base), which is not installed"
        case .blocked(let id, let version): "\(id) \(version) was rolled back and is blocked"
        case .olderThanInstalled(let version, let installed):
            "\(version) is older than the installed \(installed), and the update is not a rollback"
        case .storage(let why): "The package store failed: \(why)"
        case .invalidContract(let why): "The app contract is invalid: \(why)"
        case .unmetNeeds(let mismatches):
            "The app cannot serve what the package's pages use: \(mismatches.map(\.description).joined(separator: "; "))"
        }
    }
}
