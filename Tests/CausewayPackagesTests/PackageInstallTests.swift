import CausewayPackages
import Foundation
import Testing
import Version

/// Packing, installing, deltas and rollbacks through a real store on disk.
@Suite struct PackageInstallTests {
    static let v1Files: [String: Data] = [
        "index.html": Data("<!doctype html><title>Shop</title>".utf8),
        "js/app.js": Data("console.log('v1');".utf8),
        "img/logo.png": Data((0..<4096).map { UInt8($0 % 251) }),
        "old.txt": Data("to be deleted".utf8),
    ]
    static var v2Files: [String: Data] {
        var files = v1Files
        files["js/app.js"] = Data("console.log('v2');".utf8)
        files["img/new.png"] = Data((0..<2048).map { UInt8($0 % 13) })
        files["old.txt"] = nil
        return files
    }

    @Test func aPackedFolderInstallsOnTrialAndServesItsFiles() throws {
        let fixture = try PackageFixture()
        let package = try fixture.pack("v1", version: Version(1, 0, 0), Self.v1Files)
        let store = try fixture.store()
        #expect(try store.installed("shop") == nil)

        let installed = try store.install(package)
        #expect(installed.manifest.version == Version(1, 0, 0))
        #expect(installed.manifest.entry == "index.html")
        #expect(installed.isOnTrial)
        for (path, contents) in Self.v1Files {
            #expect(try Data(contentsOf: installed.filesFolder.appendingPathComponent(path)) == contents)
            #expect(installed.manifest.files[path] == PackageFixture.file(contents))
        }
        try store.verify("shop")
        try store.confirm("shop")
        #expect(try store.installed("shop")?.isOnTrial == false)
        #expect(try store.install(package) == store.installed("shop"), "installing the served version changes nothing")
    }

    @Test func aDeltaYieldsExactlyTheNewVersion() throws {
        let fixture = try PackageFixture()
        let v1 = try fixture.pack("v1", version: Version(1, 0, 0), Self.v1Files)
        let v2 = try fixture.pack("v2", version: Version(1, 1, 0), Self.v2Files)
        let delta = fixture.url("delta.zip")
        let description = try fixture.builder.diff(from: v1, to: v2, output: delta)
        #expect(description.deleted == ["old.txt"])
        #expect(try size(of: delta) < size(of: v2))

        let store = try fixture.store()
        #expect(throws: PackageError.deltaBaseNotInstalled(Version(1, 0, 0)), "nothing installed yet") {
            try store.install(delta)
        }
        try store.install(v1)
        let installed = try store.install(delta)
        #expect(installed.manifest.version == Version(1, 1, 0))
        #expect(Set(installed.manifest.files.keys) == Set(Self.v2Files.keys))
        for (path, contents) in Self.v2Files {
            #expect(try Data(contentsOf: installed.filesFolder.appendingPathComponent(path)) == contents)
        }
        #expect(!FileManager.default.fileExists(atPath: installed.filesFolder.appendingPathComponent("old.txt").path))
        let signedManifest = try Data(contentsOf: installed.filesFolder.deletingLastPathComponent()
            .appendingPathComponent("manifest.json"))
        let v2Store = try PackageStore(root: fixture.url("other-store"), trustedKeys: [fixture.key.verifyingKey],
                                       nativeVersion: Version(1, 0, 0))
        let direct = try v2Store.install(v2)
        #expect(installed.manifest == direct.manifest, "the delta yields the full package's manifest")
        #expect(try signedManifest == Data(contentsOf: direct.filesFolder.deletingLastPathComponent()
            .appendingPathComponent("manifest.json")), "byte for byte, so the next delta finds its base")
        try store.verify("shop")
    }

    @Test func aRolledBackVersionIsBlocked() throws {
        let fixture = try PackageFixture()
        let v1 = try fixture.pack("v1", version: Version(1, 0, 0), Self.v1Files)
        let v2 = try fixture.pack("v2", version: Version(1, 1, 0), Self.v2Files)
        let store = try fixture.store()
        try store.install(v1)
        try store.confirm("shop")
        try store.install(v2)
        #expect(try store.installed("shop")?.isOnTrial == true)

        let restored = try store.rollBack("shop")
        #expect(restored?.manifest.version == Version(1, 0, 0))
        #expect(try store.blockedVersions("shop") == [Version(1, 1, 0)])
        #expect(throws: PackageError.blocked("shop", Version(1, 1, 0))) { try store.install(v2) }
        try store.verify("shop")
        let reopened = try fixture.store()
        #expect(try reopened.installed("shop")?.manifest.version == Version(1, 0, 0), "the state is on disk")
    }

    private func size(of url: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
    }
}
