import ArgumentParser
import CausewayPackages
import CausewayServerCommand
import Foundation
import Version

/// The package store folder the tool installs into and opens packages from, and the native app version it checks
/// packages against. The keys the store trusts are each command's own `--public-key`: required where the command
/// always opens the store, and only with `--package` for `causeway run`.
struct PackageStoreOptions: ParsableArguments {
    static let defaultStore = "causeway-packages"
    static let defaultNativeVersion = Version(1, 0, 0)

    /// The help of every command's `--public-key`.
    static let publicKeyHelp: ArgumentHelp = """
        A public key packages may be signed with, written by `causeway keygen`: the publisher's, and the update \
        server's delta key when it has its own (repeat for several).
        """

    @Option(help: "The package store folder.")
    var store = defaultStore

    @Option(help: "The native app version the store checks packages against.")
    var nativeVersion = defaultNativeVersion

    @Option(help: "An app contract, written by `causeway contract`: the store refuses packages whose needs it does not meet.")
    var contract: String?

    /// Whether an option was given a value other than its default.
    var isChanged: Bool { store != Self.defaultStore || nativeVersion != Self.defaultNativeVersion || contract != nil }

    /// The store, trusting the public keys at `publicKeys`.
    func openStore(trusting publicKeys: [String]) throws -> PackageStore {
        guard !publicKeys.isEmpty else { throw ValidationError("--public-key is needed to open installed packages") }
        return try PackageStore(root: URL(fileURLWithPath: store),
                                trustedKeys: try publicKeys.map { try readKey($0, PackageVerifyingKey.init(text:)) },
                                nativeVersion: nativeVersion, contract: try contract.map(AppContract.init(file:)))
    }
}
