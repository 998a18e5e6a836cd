public import Causeway
public import CausewayPackages
import Foundation

/// Decides, in a container showing a package, whether a newly installed version stays: the version is confirmed
/// once its page calls `causeway.ready()`, and rolled back (then blocked) when that does not happen within the
/// timeout or when the web process ends first. After a rollback the container reloads, showing the previous
/// version.
///
/// ```swift
/// let container = window.open(URL(string: "causeway://shop/")!)
/// let trial = PackageTrial(store: store, id: "shop", container: container)
/// trial.onOutcome = { outcome in Task { try? await updates.report(outcome) } }
/// ```
@MainActor
public final class PackageTrial {
    /// How a trial ended.
    public enum Outcome: Sendable, Equatable {
        /// The page declared itself ready: the version stays.
        case confirmed(PackageManifest)
        /// The version failed and was rolled back; `restored` is what the store serves now, if anything.
        case rolledBack(PackageManifest, reason: String, restored: PackageManifest?)
    }

    /// How it ended, once it has.
    public private(set) var outcome: Outcome?
    /// Whether there is a version on trial to decide on.
    public var isDeciding: Bool { manifest != nil }
    /// Called once, with the outcome.
    public var onOutcome: @MainActor (Outcome) -> Void = { _ in }
    private let store: PackageStore
    private let manifest: PackageManifest?
    private weak var container: Container?
    private var deadline: Task<Void, Never>?

    /// Starts watching `container`, which shows package `id` from `store`. When the version served is not on trial
    /// there is nothing to decide, and ``outcome`` stays `nil`.
    public init(store: PackageStore, id: String, container: Container, timeout: Duration = .seconds(10)) {
        self.store = store
        self.container = container
        let installed = try? store.installed(id)
        manifest = installed?.isOnTrial == true ? installed?.manifest : nil
        guard manifest != nil else { return }
        container.bridge.onPageDeclaredReady { [weak self] in self?.confirm() }
        container.observe { [weak self] event in
            if case .navigation(.webProcessTerminated(let reason)) = event {
                self?.rollBack("the web process ended: \(reason)")
            }
        }
        deadline = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.rollBack("the page did not call causeway.ready() within \(timeout)")
        }
    }

    isolated deinit {
        deadline?.cancel()
    }

    private func confirm() {
        guard outcome == nil, let manifest else { return }
        deadline?.cancel()
        do {
            try store.confirm(manifest.id)
        } catch {
            return rollBack("the store could not confirm it: \(error)")
        }
        finish(.confirmed(manifest))
    }

    private func rollBack(_ reason: String) {
        guard outcome == nil, let manifest else { return }
        deadline?.cancel()
        let restored = try? store.rollBack(manifest.id)
        finish(.rolledBack(manifest, reason: reason, restored: restored?.manifest))
        container?.reload()
    }

    private func finish(_ outcome: Outcome) {
        self.outcome = outcome
        onOutcome(outcome)
    }
}
