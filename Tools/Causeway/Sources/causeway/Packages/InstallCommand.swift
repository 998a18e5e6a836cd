import ArgumentParser
import CausewayPackages
import Foundation

/// `causeway install PACKAGE --public-key P`: installs a package file into a store on disk, without a server.
struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Check and install a package file (full or delta) into a package store folder."
    )

    @Argument(help: "The package file.")
    var package: String

    @Option(help: PackageStoreOptions.publicKeyHelp)
    var publicKey: [String]

    @OptionGroup var options: PackageStoreOptions

    @Flag(help: "Allow a version older than the one installed (a rollback).")
    var allowOlder = false

    func run() throws {
        let installed = try options.openStore(trusting: publicKey).install(URL(fileURLWithPath: package), allowingOlder: allowOlder)
        print("installed \(installed.manifest.id) \(installed.manifest.version) (on trial until it reports ready)")
    }
}
