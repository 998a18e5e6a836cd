import ArgumentParser
import CausewayPackages
import CausewayServerCommand
import Foundation
import Version

/// Where the tool keeps installed packages and where it looks for updates.
struct UpdateOptions: ParsableArguments {
    @Option(help: "The package store folder.")
    var store = "causeway-packages"

    @Option(help: """
        A public key packages may be signed with, written by `causeway keygen`: the publisher's, and the update \
        server's delta key when it has its own (repeat for several).
        """)
    var publicKey: [String] = []

    @Option(help: "The update server to install the package from.")
    var updateServer: String?

    @Option(help: "This device's id, which decides its gray-release bucket.")
    var device = "causeway-run"

    @Option(help: "The release channel.")
    var channel = "stable"

    @Option(help: "The native app version the store checks packages against.")
    var nativeVersion = Version(1, 0, 0)

    @Option(help: "An app contract, written by `causeway contract`: the store refuses packages whose needs it does not meet.")
    var contract: String?

    /// The store, trusting the public keys.
    func openStore() throws -> PackageStore {
        guard !publicKey.isEmpty else { throw ValidationError("--public-key is needed to install packages") }
        return try PackageStore(root: URL(fileURLWithPath: store),
                                trustedKeys: try publicKey.map { try readKey($0, PackageVerifyingKey.init(text:)) },
                                nativeVersion: nativeVersion, contract: try contract.map(AppContract.init(file:)))
    }

    /// A client of the update server for `packageID`, when one is given.
    func client(for packageID: String, store: PackageStore) throws -> UpdateClient? {
        guard let updateServer else { return nil }
        guard let server = URL(string: updateServer) else { throw ValidationError("\(updateServer) is not a URL") }
        return UpdateClient(store: store, configuration: .init(server: server, packageID: packageID, channel: channel,
                                                               device: device, nativeVersion: nativeVersion))
    }

    /// Updates `packageID` from the server, printing what happened.
    func update(_ client: UpdateClient) async throws {
        let before = try client.store.installed(client.configuration.packageID)?.manifest.version
        guard let offer = try await client.check() else {
            print("\(client.configuration.packageID) \(before.map { "\($0)" } ?? "(none)") is up to date")
            return
        }
        let installed = try await client.install(offer)
        print("updated \(offer.packageID) \(before.map { "\($0)" } ?? "(none)") → \(installed.manifest.version) "
            + "from a \(offer.kind.rawValue) package of \(offer.size) bytes")
    }
}
