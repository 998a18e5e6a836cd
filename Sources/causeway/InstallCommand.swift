import ArgumentParser
import CausewayPackages
import Foundation
import Version

/// `causeway install PACKAGE --store DIR --public-key P`: installs a package into a store on disk.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Check and install a package (full or delta) into a package store folder."
    )

    @Argument(help: "The package file.")
    var package: String

    @Option(help: "The store's folder.")
    var store: String

    @Option(help: "The publisher's public key, written by `causeway keygen`.")
    var publicKey: String

    @Option(help: "The native app version the store checks packages against.")
    var nativeVersion = Version(1, 0, 0)

    mutating func run() throws {
        let store = try PackageStore(root: URL(fileURLWithPath: store),
                                     trustedKeys: [try readKey(publicKey, PackageVerifyingKey.init(text:))],
                                     nativeVersion: nativeVersion)
        let installed = try store.install(URL(fileURLWithPath: package))
        print("installed \(installed.manifest.id) \(installed.manifest.version) (on trial until it reports ready)")
    }
}
