import CausewayPackages
import Foundation
import Testing
import Version
import ZIPFoundation

/// Every bad package is refused with its own error, and the store is left exactly as it was.
@Suite(.timeLimit(.minutes(1))) struct PackageRefusalTests {
    let index = Data("<!doctype html><title>Shop</title>".utf8)

    /// A manifest for version 2.0.0 listing `files`.
    func manifest(_ files: [String: Data], minimumNativeVersion: Version = Version(1, 0, 0)) -> PackageManifest {
        PackageManifest(id: "shop", version: Version(2, 0, 0), entry: "index.html",
                        files: files.mapValues(PackageFixture.file), minimumNativeVersion: minimumNativeVersion,
                        createdAt: Date())
    }

    @Test func badPackagesLeaveTheStoreUntouched() throws {
        let fixture = try PackageFixture()
        let store = try fixture.store(limits: PackageLimits(maxExpandedBytes: 256 << 10, maxFiles: 100))
        try store.install(try fixture.pack("v1", version: Version(1, 0, 0), PackageInstallTests.v1Files))
        try store.confirm("shop")
        let before = try contents(of: fixture.url("store"))
        let good = try fixture.pack("v2", version: Version(2, 0, 0), ["index.html": index])
        let goodBytes = try Data(contentsOf: good)
        let files = ["index.html": index]

        let cases: [(String, PackageError?, () throws -> URL)] = [
            ("a signature by another key", .badSignature, {
                try fixture.craft("foreign", manifest: manifest(files), signer: PackageSigningKey(),
                                  entries: [("files/index.html", .file, index)])
            }),
            ("a file whose bytes differ from the manifest", .fileMismatch("index.html"), {
                var evil = index
                evil[0] = UInt8(ascii: "X")
                return try fixture.craft("tampered", manifest: manifest(files), entries: [("files/index.html", .file, evil)])
            }),
            ("a truncated zip", nil, {
                let url = fixture.url("truncated.zip")
                try goodBytes.prefix(goodBytes.count / 2).write(to: url)
                return url
            }),
            ("a corrupt zip", nil, {
                var bytes = goodBytes
                for offset in stride(from: 40, to: bytes.count - 40, by: 7) { bytes[offset] ^= 0x5a }
                let url = fixture.url("corrupt.zip")
                try bytes.write(to: url)
                return url
            }),
            ("a compressed entry whose stream runs past its end", .corruptArchive("a compressed entry ends before its stream"), {
                // The first entry's deflate stream begins a stored block of 65,535 bytes that are not there.
                var bytes = goodBytes
                let dataStart = 30 + Int(bytes[26]) + Int(bytes[27]) << 8 + Int(bytes[28]) + Int(bytes[29]) << 8
                bytes.replaceSubrange(dataStart..<dataStart + 5, with: [0x00, 0xFF, 0xFF, 0x00, 0x00])
                let url = fixture.url("endless.zip")
                try bytes.write(to: url)
                return url
            }),
            ("an entry with ..", .unsafePath("../escape.txt"), {
                try fixture.craft("dotdot", manifest: manifest(files), entries: [
                    ("files/index.html", .file, index), ("files/../escape.txt", .file, Data("x".utf8)),
                ])
            }),
            ("an absolute path", .unsafePath("/etc/escape"), {
                try fixture.craft("absolute", manifest: manifest(files), entries: [
                    ("files/index.html", .file, index), ("files//etc/escape", .file, Data("x".utf8)),
                ])
            }),
            ("a link leaving the folder", .unexpectedEntry("files/link"), {
                try fixture.craft("link", manifest: manifest(files), entries: [
                    ("files/index.html", .file, index), ("files/link", .symlink, Data("../../../etc/passwd".utf8)),
                ])
            }),
            ("a file the manifest does not list", .unlistedFile("extra.js"), {
                try fixture.craft("unlisted", manifest: manifest(files), entries: [
                    ("files/index.html", .file, index), ("files/extra.js", .file, Data("x".utf8)),
                ])
            }),
            ("a zip bomb", .tooLarge(limit: 256 << 10), {
                let zeros = Data(count: 4 << 20)
                return try fixture.craft("bomb", manifest: manifest(["index.html": index, "zeros.bin": zeros]),
                                         entries: [("files/index.html", .file, index), ("files/zeros.bin", .file, zeros)])
            }),
            ("a package for a newer native app", .needsNewerNative(required: Version(2, 0, 0), running: Version(1, 0, 0)), {
                try fixture.pack("newer", version: Version(2, 0, 0), files, minimumNativeVersion: Version(2, 0, 0))
            }),
            ("a version older than the one installed", .olderThanInstalled(Version(0, 9, 0), installed: Version(1, 0, 0)), {
                try fixture.pack("older", version: Version(0, 9, 0), files)
            }),
            ("a delta whose base is not installed", .deltaBaseNotInstalled(Version(2, 0, 0)), {
                let v3 = try fixture.pack("v3", version: Version(3, 0, 0), ["index.html": Data("v3".utf8)])
                let delta = fixture.url("delta-2-3.zip")
                try fixture.builder.diff(from: good, to: v3, output: delta)
                return delta
            }),
        ]
        for (name, expected, make) in cases {
            let package = try make()
            do {
                try store.install(package)
                Issue.record("\(name) was installed")
            } catch {
                if let expected { #expect(error == expected, "\(name)") }
                if expected == nil {
                    #expect(error.isArchiveDamage, "\(name): \(error)")
                }
            }
            #expect(try contents(of: fixture.url("store")) == before, "\(name) changed the store")
        }
        try store.verify("shop")
    }

    /// Every file under `folder` with its bytes, the lock aside.
    private func contents(of folder: URL) throws -> [String: Data] {
        var contents: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: folder.path)?.compactMap({ $0 as? String }) ?? [] {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard path != ".lock", FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            contents[path] = isDirectory.boolValue ? Data() : try Data(contentsOf: url)
        }
        return contents
    }
}

extension PackageError {
    /// Whether the error says the zip itself is damaged: unreadable, or its bytes disagree with the manifest.
    var isArchiveDamage: Bool {
        switch self {
        case .corruptArchive, .fileMismatch, .badSignature, .invalidManifest: true
        default: false
        }
    }
}
