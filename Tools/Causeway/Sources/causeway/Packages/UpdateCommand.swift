import ArgumentParser
import CausewayPackages
import CausewayServerCommand
import Foundation

/// `causeway update PACKAGE_ID --update-server URL`: brings a package store up to date, without a window.
struct UpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Check the update server for a package and install what it offers (a full package or a delta)."
    )

    @Argument(help: "The package id.")
    var package: String

    @Option(help: "The update server to check.")
    var updateServer: String

    @Option(help: PackageStoreOptions.publicKeyHelp)
    var publicKey: [String]

    @OptionGroup var options: PackageStoreOptions

    @OptionGroup var device: DeviceOptions

    func run() throws {
        let client = try device.client(of: updateServer, for: package, store: try options.openStore(trusting: publicKey))
        try waitFor { try await client.updatePrinting() }
    }
}
