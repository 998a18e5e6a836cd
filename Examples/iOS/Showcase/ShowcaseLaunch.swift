import Causeway
import CausewayPackagePages
import CausewayWebKit
import Foundation
import Logging
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit

/// Opens the showcase, in the order `causeway run --package showcase --update-server URL` does on Linux: the bundled
/// package installed at first launch, then an update from the server, then the entry page with its trial.
@MainActor
final class ShowcaseLaunch {
    /// The showcase's packages.
    let packages: ShowcasePackages
    /// What the update check did, once it has run.
    private(set) var update: ShowcasePackages.UpdateResult?
    /// The trial of the version the entry page shows (it decides nothing when that version is not on trial).
    private(set) var trial: PackageTrial?
    private let bundle: Bundle
    private let log = Logger(label: "dev.causeway.showcase")

    /// A launch of the app in `bundle`, with its settings from the Info.plist and `defaults`, installing into
    /// `storeFolder`. Update checks give up on a silent server after ten seconds.
    convenience init(bundle: Bundle, defaults: UserDefaults, storeFolder: URL) throws {
        let bundled = try BundledPackage(bundle: bundle)
        let settings = ShowcaseSettings(info: bundle.infoDictionary ?? [:], defaults: defaults)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 10
        try self.init(packages: ShowcasePackages(bundled: bundled, settings: settings, storeFolder: storeFolder,
                                                 session: URLSession(configuration: configuration)),
                      bundle: bundle)
    }

    init(packages: ShowcasePackages, bundle: Bundle) {
        self.packages = packages
        self.bundle = bundle
    }

    /// Installs, updates and opens the entry page as `navigation`'s only page; if the package cannot be installed,
    /// says why instead.
    func open(in navigation: UINavigationController) async {
        do {
            try packages.installBundledIfNeeded()
        } catch {
            navigation.viewControllers = [MessageViewController(text: "The showcase could not be installed: \(error)")]
            return
        }
        update = await packages.update()
        let page = await ShowcasePages(packages: packages, bundle: bundle).makeEntryPage()
        trial = packages.watchTrial(in: page.container)
        greet(page.bridge)
        navigation.viewControllers = [page]
    }

    /// Calls the page's `showcase.greet` from Swift, which writes the greeting under the page's native section. Sent
    /// before the page exists: the bridge delivers it once the page is ready.
    private func greet(_ bridge: Bridge) {
        let log = log
        Task {
            do {
                let answer = try await bridge.call("showcase.greet", ["name": "iOS"], as: String.self)
                log.info("native → page call: \(answer)")
            } catch {
                log.warning("the page did not answer showcase.greet: \(error)")
            }
        }
    }
}
