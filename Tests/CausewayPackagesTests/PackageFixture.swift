import CausewayPackages
import Crypto
import Foundation
import Version
import ZIPFoundation

/// A scratch folder with a publisher key, sites to pack, and a store, removed when the test ends.
struct PackageFixture: ~Copyable {
    let folder: URL
    let key = PackageSigningKey()
    var builder: PackageBuilder { PackageBuilder(key: key) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-packages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// A folder named `name` holding `files` (path → contents).
    func site(_ name: String, _ files: [String: Data]) throws -> URL {
        let site = url(name)
        for (path, contents) in files {
            let file = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file)
        }
        return site
    }

    /// Packs `files` as version `version` of `shop` into `name`.zip.
    func pack(_ name: String, version: Version, _ files: [String: Data],
              minimumNativeVersion: Version = Version(1, 0, 0)) throws -> URL
    {
        let output = url("\(name).zip")
        try builder.pack(try site(name, files), id: "shop", version: version,
                         minimumNativeVersion: minimumNativeVersion, to: output)
        return output
    }

    /// A store that trusts this fixture's key, for native version 1.0.0.
    func store(limits: PackageLimits = PackageLimits()) throws -> PackageStore {
        try PackageStore(root: url("store"), trustedKeys: [key.verifyingKey], nativeVersion: Version(1, 0, 0),
                         limits: limits)
    }

    /// A zip written entry by entry, for packages no builder would make: `entries` are (name, kind, bytes) and
    /// the manifest is signed with `signer`.
    func craft(_ name: String, manifest: PackageManifest, signer: PackageSigningKey? = nil,
               entries: [(String, Entry.EntryType, Data)]) throws -> URL
    {
        let output = url("\(name).zip")
        let archive = try Archive(url: output, accessMode: .create)
        let manifestData = try manifest.encoded()
        let documents = [("manifest.json", manifestData), ("manifest.sig", try (signer ?? key).signature(for: manifestData))]
        for (path, type, data) in documents.map({ ($0.0, Entry.EntryType.file, $0.1) }) + entries {
            try archive.addEntry(with: path, type: type, uncompressedSize: Int64(data.count),
                                 compressionMethod: type == .file ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return output
    }

    /// The manifest entry for `data`.
    static func file(_ data: Data) -> PackageManifest.File {
        PackageManifest.File(sha256: sha256(data), size: Int64(data.count))
    }

    static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
