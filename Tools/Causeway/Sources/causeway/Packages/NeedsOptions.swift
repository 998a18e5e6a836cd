import ArgumentParser
import Causeway
import CausewayPackagePages
import CausewayPackages
import Foundation

/// The entries of an app's contract a package's pages use, declared in a file: what `causeway pack` records in the
/// manifest and what `causeway dev` lets the pages call.
struct NeedsOptions: ParsableArguments {
    @Option(help: """
        A JSON list of the app contract's entries the pages use, such as ["cart.add", "view:video"]: `pack` records \
        them with their shapes in the manifest, and `dev` refuses the page's calls to any other method.
        """)
    var needs: String?

    @Option(help: "The app contract the pages are written against, written by `causeway contract`; `causeway run`'s by default.")
    var contract: String?

    /// The declared entries with their shapes in the contract, or `nil` without a needs file; a name the contract
    /// lacks is an error.
    func entries() throws -> [String: ContractEntry]? {
        guard let needs else { return nil }
        let names: [String]
        do {
            names = try JSONDecoder().decode([String].self, from: Data(contentsOf: URL(fileURLWithPath: needs)))
        } catch {
            throw ValidationError("\(needs): not a JSON list of entry names: \(error)")
        }
        let contract = try contract.map(AppContract.init(file:))
            ?? MainActor.assumeIsolated { AppContract(declarations: .toolApp) }
        do {
            return try contract.needs(names)
        } catch {
            throw ValidationError("\(needs): \(error)")
        }
    }
}
