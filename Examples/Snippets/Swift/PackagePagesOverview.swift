// The Swift code of CausewayPackagePages' overview, and the trial's report of Getting Started.
// snippet: imports
import Causeway
import CausewayGTK
import CausewayPackagePages
import CausewayPackages
import Foundation
// snippet: end

enum PackagePagesOverview {
    @MainActor
    static func showThePackage(store: PackageStore, updates: UpdateClient, app: HybridApp, window: GTKContainerWindow) {
        // snippet: package-pages
        let endpoint = PackageEndpoint(store: store)
        app.schemes["causeway"] = endpoint.respond
        Task { await PackagePreloader(clients: [updates], endpoint: endpoint).preload() }

        let container = window.open(URL(string: "causeway://shop/")!)     // GTKContainerWindow on Linux
        let trial = PackageTrial(store: store, id: "shop", container: container)
        trial.onOutcome = { outcome in Task { try? await updates.report(outcome) } }
        // snippet: end
    }

    @MainActor
    static func reportTheTrial(_ trial: PackageTrial, to updates: UpdateClient) {
        // snippet: report-the-trial
        trial.onOutcome = { outcome in Task { try? await updates.report(outcome) } }   // CausewayPackagePages
        // snippet: end
    }
}
