import Causeway
import CausewayPackagePages
import CausewayPackages
import CausewayShowcasePlugins
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import Version

/// The showcase's package on this device, kept as `causeway run --package showcase --update-server URL` keeps it on
/// Linux: the store, with the bundled version installed at first launch; an update from the server, installed on
/// trial before the page opens; and the trial's outcome, decided by the page calling `causeway.ready()` and reported
/// to the server.
@MainActor
final class ShowcasePackages {
    /// What an update check did.
    enum UpdateResult: Equatable, Sendable {
        /// No update server is set.
        case notConfigured
        /// The server offers nothing new.
        case upToDate
        /// The server's version is installed, on trial.
        case installed(Version)
        /// The check or the install failed; the version installed before opens.
        case failed(String)
    }

    /// The store the showcase is installed in; it trusts the bundled package's publisher key.
    let store: PackageStore
    /// The update server's client, when an update server is set.
    let client: UpdateClient?
    private let bundled: BundledPackage
    private let log = Logger(label: "dev.causeway.showcase.packages")

    /// The packages in a store at `storeFolder`, checking `settings`'s update server through `session`.
    init(bundled: BundledPackage, settings: ShowcaseSettings, storeFolder: URL, session: URLSession) throws {
        self.bundled = bundled
        let store = try PackageStore(root: storeFolder, trustedKeys: [try bundled.verifyingKey()],
                                     nativeVersion: settings.nativeVersion)
        self.store = store
        client = settings.updateServer.map { server in
            UpdateClient(store: store, configuration: .init(
                server: server, packageID: BundledPackage.id, channel: settings.channel, device: settings.device,
                nativeVersion: settings.nativeVersion), session: session)
        }
    }

    /// The showcase's first page.
    var entry: URL { URL(string: "\(ShowcaseSite.scheme)://\(BundledPackage.id)/")! }

    /// Serves the installed version as `causeway://showcase/`, and again as `causeway://elsewhere/`, the other
    /// origin the showcase's frame demo loads.
    var pages: PackageEndpoint {
        PackageEndpoint(store: store, aliases: [ShowcaseSite.otherOriginHost: BundledPackage.id])
    }

    /// Installs the bundled package when the store has no version of it, which is the first launch, and confirms it
    /// at once: it shipped with the app, and rolling it back would leave nothing to show. Returns whether it did.
    @discardableResult
    func installBundledIfNeeded() throws -> Bool {
        guard try store.installed(BundledPackage.id) == nil else { return false }
        let installed = try store.install(bundled.archive)
        try store.confirm(BundledPackage.id)
        log.info("installed the bundled \(BundledPackage.id) \(installed.manifest.version)")
        return true
    }

    /// Checks the update server and installs what it offers, on trial. A failure is logged and returned, never
    /// thrown: the version installed before opens instead.
    func update() async -> UpdateResult {
        guard let client else { return .notConfigured }
        do {
            guard let offer = try await client.check() else { return .upToDate }
            let installed = try await client.install(offer)
            log.info("updated \(BundledPackage.id) to \(installed.manifest.version) from a \(offer.kind.rawValue) package")
            return .installed(installed.manifest.version)
        } catch {
            log.warning("the update check failed: \(error)")
            return .failed("\(error)")
        }
    }

    /// Watches `container`, which shows the package: a version on trial stays once its page calls
    /// `causeway.ready()`, and is rolled back otherwise; the outcome goes to the update server.
    func watchTrial(in container: Container) -> PackageTrial {
        let trial = PackageTrial(store: store, id: BundledPackage.id, container: container)
        let (client, log) = (client, log)
        trial.onOutcome = { outcome in
            switch outcome {
            case .confirmed(let manifest):
                log.info("package trial: confirmed \(manifest.id) \(manifest.version)")
            case .rolledBack(let manifest, let reason, let restored):
                log.warning("package trial: rolled back \(manifest.id) \(manifest.version) (\(reason)); now \(restored.map { "\($0.version)" } ?? "none")")
            }
            guard let client else { return }
            Task {
                do {
                    try await client.report(outcome)
                } catch {
                    log.warning("package trial: the update server did not take the report: \(error)")
                }
            }
        }
        return trial
    }
}
