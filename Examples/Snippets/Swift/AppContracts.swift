// The Swift code of docs/packages.md and docs/update-server.md on app contracts: the app's contract from its plugins
// and component types, a store that refuses packages the app cannot serve, and an update client whose checks carry it.
import Causeway
import CausewayGTK
import CausewayPackagePages
import CausewayPackages
import Foundation
import Version

enum AppContracts {
    struct Item: Codable, Sendable { var sku: String; var count: Int; var note: String? }
    struct Cart: Codable, Sendable { var items: [Item] }

    final class CartPlugin: Plugin {
        let namespace = "cart"
        func register(_ methods: PluginMethods) {
            methods.handle("add") { (item: Item) in Cart(items: [item]) }
        }
    }

    @MainActor
    static func storeThatChecksNeeds(publisherKey: PackageVerifyingKey, packages: URL, download: URL) throws {
        // snippet: app-contract
        let declarations = TypeScriptDeclarations(plugins: [CartPlugin()], components: GTKComponentRegistry.standard(),
                                                  includingContainerBuiltIns: true)   // what `causeway typings` writes
        let contract = AppContract(declarations: declarations)                     // the same description, as entries
        let store = try PackageStore(root: packages, trustedKeys: [publisherKey], nativeVersion: Version(1, 4, 0),
                                     contract: contract)
        do {
            try store.install(download)
        } catch PackageError.unmetNeeds(let mismatches) {
            // e.g. "cart.remove: the app does not have it"; the store is as it was
            for mismatch in mismatches { print(mismatch) }
        }
        // snippet: end
    }

    @MainActor
    static func clientThatSendsItsContract(publisherKey: PackageVerifyingKey, serverKey: PackageVerifyingKey,
                                           packages: URL, server: URL, deviceID: String) async throws -> UpdateOffer? {
        let declarations = TypeScriptDeclarations(plugins: [CartPlugin()], components: GTKComponentRegistry.standard(),
                                                  includingContainerBuiltIns: true)
        // snippet: update-client
        let store = try PackageStore(root: packages, trustedKeys: [publisherKey, serverKey], nativeVersion: Version(1, 4, 0),
                                     contract: AppContract(declarations: declarations))
        let updates = UpdateClient(store: store, configuration: .init(server: server, packageID: "shop", device: deviceID,
                                                                      nativeVersion: Version(1, 4, 0)))
        let offer = try await updates.check()   // carries the contract's digest: only releases this build can run
        // snippet: end
        return offer
    }
}
