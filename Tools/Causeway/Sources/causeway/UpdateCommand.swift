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

    @OptionGroup var options: UpdateOptions

    func run() throws {
        let store = try options.openStore()
        guard let client = try options.client(for: package, store: store) else {
            throw ValidationError("--update-server is needed")
        }
        let options = options
        try waitFor { try await options.update(client) }
    }
}
