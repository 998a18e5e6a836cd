@testable import CausewayPackages
import Foundation
import Version
import ZIPFoundation

/// Installs the input as a package's zip into a store that serves version 1.0.0 of `shop`, then checks the store:
/// whatever the bytes, it still serves a complete, verified version, it left no staging folder behind, and nothing
/// was written outside it.
///
/// A refused package leaves the store serving 1.0.0 with nothing else in it; an installed one is checked by
/// ``PackageStore/verify(_:)`` and the next input starts from a new store.
///
/// An input whose first byte is even is the zip itself, which no trusted key signed (unless it is one of the
/// corpus's packages, changed where the signature does not reach). An odd one describes the entries of a zip that
/// the check writes and signs with the trusted key, so that the checks past the signature are reached too: records
/// of a name (one length byte), a kind (file, folder or link), and the entry's bytes (two length bytes, little
/// endian); `manifest.json` and `delta.json` get their signatures.
@MainActor
final class PackageArchiveCheck {
    /// The key the store trusts; the corpus's packages are signed with it.
    static let key = try! PackageSigningKey(text: """
        -----BEGIN CAUSEWAY PACKAGE SIGNING KEY-----
        BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=
        -----END CAUSEWAY PACKAGE SIGNING KEY-----
        """)
    static let shared = PackageArchiveCheck()

    private let scratch: URL
    private let input: URL
    private let storeRoot: URL
    private let base: URL
    private var store: PackageStore

    private init() {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-fuzz-\(UUID().uuidString)")
        input = scratch.appendingPathComponent("input.zip")
        storeRoot = scratch.appendingPathComponent("store")
        base = scratch.appendingPathComponent("base.zip")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.fixture, to: base)
            store = try Self.freshStore(at: storeRoot, base: base)
        } catch {
            fatalError("cannot set up the package store: \(error)")
        }
    }

    /// Version 1.0.0 of `shop`, the one the store serves before each input: one file, `index.html`. A fixed file,
    /// so that the corpus's deltas from it apply.
    private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/shop-1.0.0.zip")

    func check(_ bytes: Data) throws(FuzzFinding) {
        guard let first = bytes.first else { return }
        try? FileManager.default.removeItem(at: input)
        if first % 2 == 0 {
            try? Data(bytes.dropFirst()).write(to: input)
        } else {
            // A description ZIPFoundation refuses to write leaves what was written so far: that is installed.
            try? Self.writeSignedZip(describedBy: Data(bytes.dropFirst()), to: input)
        }
        let installed: InstalledPackage?
        do {
            installed = try store.install(input)
        } catch {
            installed = nil
        }
        let listing = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()) ?? []
        try require(Set(listing).isSubset(of: ["base.zip", "input.zip", "store"]),
                    "the install wrote beside the store: \(listing)")
        try require(!FileManager.default.fileExists(atPath: storeRoot.appendingPathComponent("shop/staging").path),
                    "a staging folder was left behind")
        do {
            try store.verify("shop")
        } catch {
            throw FuzzFinding("the store no longer serves a verified version: \(error)")
        }
        if installed == nil {
            let served = try? store.installed("shop")?.manifest.version
            try require(served == Version(1, 0, 0), "a refused package left the store serving \(String(describing: served))")
            let packages = (try? FileManager.default.contentsOfDirectory(atPath: storeRoot.path).sorted()) ?? []
            try require(packages == [".lock", "shop"], "a refused package left \(packages) in the store")
        } else {
            // Start the next input from a store serving 1.0.0 again.
            do {
                store = try Self.freshStore(at: storeRoot, base: base)
            } catch {
                throw FuzzFinding("cannot set up the package store again: \(error)")
            }
        }
    }

    private static func freshStore(at root: URL, base: URL) throws -> PackageStore {
        try? FileManager.default.removeItem(at: root)
        let store = try PackageStore(root: root, trustedKeys: [key.verifyingKey], nativeVersion: Version(1, 0, 0))
        try store.install(base)
        try store.confirm("shop")
        return store
    }

    /// Writes the zip that `description` describes, signing its documents.
    private static func writeSignedZip(describedBy description: Data, to url: URL) throws {
        let archive = try Archive(url: url, accessMode: .create)
        var reader = description[...]
        func take(_ count: Int) -> Data? {
            guard reader.count >= count else { return nil }
            defer { reader = reader.dropFirst(count) }
            return Data(reader.prefix(count))
        }
        while let nameLength = take(1)?.first, let name = take(Int(nameLength)), let kind = take(1)?.first,
              let length = take(2), let data = take(Int(length[0]) | Int(length[1]) << 8)
        {
            let path = String(decoding: name, as: UTF8.self)
            let type: Entry.EntryType = switch kind % 3 {
            case 0: .file
            case 1: .directory
            default: .symlink
            }
            try add(path, type, data, to: archive)
            for (document, signature) in [("manifest.json", "manifest.sig"), ("delta.json", "delta.sig")]
                where path == document
            {
                try add(signature, .file, try key.signature(for: data), to: archive)
            }
        }
    }

    private static func add(_ path: String, _ type: Entry.EntryType, _ data: Data, to archive: Archive) throws {
        try archive.addEntry(with: path, type: type, uncompressedSize: Int64(type == .directory ? 0 : data.count),
                             compressionMethod: type == .file ? .deflate : .none) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}
