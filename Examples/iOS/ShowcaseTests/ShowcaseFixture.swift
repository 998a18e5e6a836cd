import CausewayPackages
import Foundation
@testable import ShowcaseIOS
import Version

/// The repository's showcase pages and the package the app ships, and a scratch folder removed when the test ends.
struct ShowcaseFixture: ~Copyable {
    /// The repository's root: the first folder above this file that holds `Examples/Showcase`.
    static let repository: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Examples/Showcase").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()
    /// The showcase's pages.
    static let showcase = repository.appendingPathComponent("Examples/Showcase")
    /// The package the app ships, and its publisher key, as committed.
    static let committed = BundledPackage(
        archive: repository.appendingPathComponent("Examples/iOS/Resources/showcase.zip"),
        publicKey: repository.appendingPathComponent("Examples/iOS/Resources/showcase.pub"))

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-showcase-ios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// Settings with no update server, or with `server`, for a device of its own.
    func settings(server: URL? = nil) -> ShowcaseSettings {
        let defaults = UserDefaults(suiteName: "causeway-showcase-ios-\(UUID().uuidString)")!
        defaults.set(server?.absoluteString ?? "", forKey: ShowcaseSettings.updateServerKey)
        return ShowcaseSettings(info: ["CFBundleShortVersionString": "1.0.0"], defaults: defaults)
    }

    /// The showcase packed as `version` with a key of this fixture's, as a bundled package: a publisher whose secret
    /// key the test holds, so it can sign updates too.
    func packed(_ key: PackageSigningKey, version: Version, changing change: String? = nil) throws -> BundledPackage {
        var site = Self.showcase
        if let change {
            site = url("site-\(version)")
            try FileManager.default.copyItem(at: Self.showcase, to: site)
            try Data(change.utf8).write(to: site.appendingPathComponent("changed.txt"))
        }
        let archive = url("showcase-\(version).zip")
        _ = try PackageBuilder(key: key).pack(site, id: BundledPackage.id, version: version, to: archive)
        let publicKey = url("publisher.pub")
        try key.verifyingKey.text.write(to: publicKey, atomically: true, encoding: .utf8)
        return BundledPackage(archive: archive, publicKey: publicKey)
    }
}
