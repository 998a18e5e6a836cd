import Crypto
import Foundation
import ZIPFoundation

/// A package's zip opened for installing. Opening it checks the signatures, the manifest and every entry's name,
/// kind and declared size; extracting a file checks its bytes as they stream. Nothing here writes outside the
/// destination it is given.
///
/// Layout: `manifest.json`, `manifest.sig` (the Ed25519 signature of `manifest.json`'s bytes) and the files under
/// `files/`; a delta adds `delta.json` and `delta.sig`, and carries only the added and changed files.
struct PackageArchive {
    static let manifestName = "manifest.json"
    static let signatureName = "manifest.sig"
    static let deltaName = "delta.json"
    static let deltaSignatureName = "delta.sig"
    static let filesFolder = "files/"
    /// The signed documents are read into memory; none is ever this large.
    private static let maxDocumentBytes: UInt64 = 8 << 20

    let manifest: PackageManifest
    /// `manifest.json`'s exact bytes, which the signature covers.
    let manifestData: Data
    let signature: Data
    /// What the package changes, when it is a delta.
    let delta: PackageDelta?
    /// The files the zip carries, by package path: all of them for a full package, the added and changed ones for a
    /// delta.
    var carriedPaths: Set<String> { Set(entries.keys) }
    private let archive: Archive
    private let entries: [String: Entry]

    /// Opens and checks the zip at `url`, trusting signatures by `trustedKeys`. Only its signed documents are
    /// inflated before their signatures are checked, so a package no trusted key signed costs the reading of a few
    /// small documents, whatever its files hold.
    init(url: URL, trustedKeys: [PackageVerifyingKey], limits: PackageLimits) throws(PackageError) {
        let documentNames = [Self.manifestName, Self.signatureName, Self.deltaName, Self.deltaSignatureName]
        try DeflateStreamCheck.check(url, limits: limits, documentBytes: Self.maxDocumentBytes,
                                     inflating: documentNames.contains)
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw .corruptArchive("\(error)")
        }
        var documents: [String: Entry] = [:]
        var entries: [String: Entry] = [:]
        var declaredBytes: UInt64 = 0
        for entry in archive {
            let path = entry.path
            guard entry.type == .file else { throw .unexpectedEntry(path) }
            if documentNames.contains(path) {
                guard documents.updateValue(entry, forKey: path) == nil else { throw .corruptArchive("\(path) appears twice") }
                continue
            }
            guard path.hasPrefix(Self.filesFolder) else { throw .unlistedFile(path) }
            let packagePath = String(path.dropFirst(Self.filesFolder.count))
            try PackagePath.check(packagePath)
            guard entries.updateValue(entry, forKey: packagePath) == nil else {
                throw .corruptArchive("\(path) appears twice")
            }
            declaredBytes += entry.uncompressedSize
            guard declaredBytes <= UInt64(limits.maxExpandedBytes) else { throw .tooLarge(limit: limits.maxExpandedBytes) }
            guard entries.count <= limits.maxFiles else { throw .tooManyFiles(limit: limits.maxFiles) }
        }
        let archive = archive
        func document(_ name: String) throws(PackageError) -> Data? {
            try documents[name].map { entry throws(PackageError) in try Self.read(entry, from: archive) }
        }
        guard let manifestData = try document(Self.manifestName), let signature = try document(Self.signatureName) else {
            throw .corruptArchive("\(Self.manifestName) or \(Self.signatureName) is missing")
        }
        try Self.checkSignature(signature, of: manifestData, trustedKeys: trustedKeys)
        manifest = try PackageManifest.decode(manifestData)
        self.manifestData = manifestData
        self.signature = signature
        switch (try document(Self.deltaName), try document(Self.deltaSignatureName)) {
        case (nil, nil):
            delta = nil
        case (let description?, let descriptionSignature?):
            try Self.checkSignature(descriptionSignature, of: description, trustedKeys: trustedKeys)
            let delta = try PackageDelta.decode(description)
            guard delta.id == manifest.id, delta.version == manifest.version,
                  delta.manifestSHA256 == FileDigest.of(manifestData)
            else {
                throw .invalidManifest("the delta description is for another manifest")
            }
            self.delta = delta
        default:
            throw .corruptArchive("\(Self.deltaName) and \(Self.deltaSignatureName) come together")
        }
        try DeflateStreamCheck.check(url, limits: limits, documentBytes: Self.maxDocumentBytes,
                                     inflating: { !documentNames.contains($0) })
        guard manifest.totalSize <= limits.maxExpandedBytes else { throw .tooLarge(limit: limits.maxExpandedBytes) }
        guard manifest.files.count <= limits.maxFiles else { throw .tooManyFiles(limit: limits.maxFiles) }
        for (path, entry) in entries {
            guard let file = manifest.files[path] else { throw .unlistedFile(path) }
            guard entry.uncompressedSize == UInt64(file.size) else { throw .fileMismatch(path) }
        }
        if delta == nil, let missing = manifest.files.keys.sorted().first(where: { entries[$0] == nil }) {
            throw .missingFile(missing)
        }
        self.entries = entries
    }

    /// Writes the carried file `path` to `destination`, failing as soon as its bytes exceed the manifest's size,
    /// and unless they hash to the manifest's digest.
    func extract(_ path: String, to destination: URL) throws(PackageError) {
        guard let entry = entries[path], let expected = manifest.files[path] else { throw .missingFile(path) }
        guard FileManager.default.createFile(atPath: destination.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: destination.path)
        else {
            throw .storage("cannot create \(destination.path)")
        }
        defer { try? handle.close() }
        var hasher = SHA256()
        var written: Int64 = 0
        do {
            _ = try archive.extract(entry) { chunk in
                written += Int64(chunk.count)
                guard written <= expected.size else { throw PackageError.fileMismatch(path) }
                hasher.update(data: chunk)
                try handle.write(contentsOf: chunk)
            }
            try handle.synchronize()
        } catch let error as PackageError {
            throw error
        } catch {
            throw .corruptArchive("\(path): \(error)")
        }
        guard written == expected.size, hasher.finalize().hexString == expected.sha256 else { throw .fileMismatch(path) }
    }

    private static func checkSignature(_ signature: Data, of data: Data,
                                       trustedKeys: [PackageVerifyingKey]) throws(PackageError)
    {
        guard trustedKeys.contains(where: { $0.isValidSignature(signature, for: data) }) else { throw .badSignature }
    }

    private static func read(_ entry: Entry, from archive: Archive) throws(PackageError) -> Data {
        guard entry.uncompressedSize <= maxDocumentBytes else { throw .corruptArchive("\(entry.path) is too large") }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in
                data.append(chunk)
                guard data.count <= maxDocumentBytes else { throw PackageError.corruptArchive("\(entry.path) is too large") }
            }
        } catch let error as PackageError {
            throw error
        } catch {
            throw .corruptArchive("\(entry.path): \(error)")
        }
        return data
    }
}

extension Digest {
    /// The digest in lower-case hex.
    var hexString: String { map { String(format: "%02x", $0) }.joined() }
}
