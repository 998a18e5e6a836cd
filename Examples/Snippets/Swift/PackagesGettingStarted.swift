// The Swift code of the CausewayPackages catalog's Getting Started, with the files and values it names.
// snippet: imports
import CausewayPackages
import Foundation
import Version
// snippet: end

enum PackagesGettingStarted {
    static func makeAKey(keyFile: URL, publicKeyFile: URL) throws {
        // snippet: make-a-key
        let key = PackageSigningKey()
        try key.text.write(to: keyFile, atomically: true, encoding: .utf8)                          // secret
        try key.verifyingKey.text.write(to: publicKeyFile, atomically: true, encoding: .utf8)       // ships with the app
        // snippet: end
    }

    static func packAVersion(keyFile: URL, siteFolder: URL, shop100: URL, shop110: URL, delta: URL) throws {
        // snippet: pack-a-version
        let builder = PackageBuilder(key: try PackageSigningKey(text: String(contentsOf: keyFile, encoding: .utf8)))
        try builder.pack(siteFolder, id: "shop", version: Version(1, 1, 0), entry: "index.html",
                         minimumNativeVersion: Version(1, 0, 0), to: shop110)
        try builder.diff(from: shop100, to: shop110, output: delta)   // only the added and changed files
        // snippet: end
    }

    static func installOnTheDevice(publisherKeyText: String, bundledPackage: URL) throws -> PackageStore {
        // snippet: install-on-the-device
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let store = try PackageStore(root: support.appendingPathComponent("packages"),
                                     trustedKeys: [try PackageVerifyingKey(text: publisherKeyText)],
                                     nativeVersion: Version(1, 4, 0))
        let installed = try store.install(bundledPackage)   // a PackageError, and the store untouched, if refused
        // snippet: end
        _ = installed
        return store
    }

    @MainActor
    static func keepItUpToDate(store: PackageStore, deviceID: String) -> UpdateClient {
        // snippet: keep-it-up-to-date
        let updates = UpdateClient(store: store, configuration: .init(
            server: URL(string: "https://updates.example.com")!, packageID: "shop", device: deviceID,
            nativeVersion: Version(1, 4, 0)))
        Task { await updates.run() }            // updates now, then every checkInterval (an hour by default)
        // snippet: end
        return updates
    }
}
