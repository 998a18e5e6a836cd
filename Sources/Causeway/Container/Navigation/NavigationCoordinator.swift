import Foundation
import Logging

/// Carries out what a container's ``NavigationPolicy`` decides: it answers the engine's navigation decisions and
/// new windows, opens pages on the host (`nav.openWeb`, `nav.openNative`) while the stack has room, and logs what
/// it refuses. The `hybrid://` URL protocol, when set, serves its URLs before the policy sees them.
@MainActor
final class NavigationCoordinator {
    private let policy: NavigationPolicy
    private var legacyServer: LegacyURLServer?
    private unowned let container: Container

    /// The coordinator of `container`'s navigations.
    init(container: Container) {
        self.container = container
        policy = NavigationPolicy(app: container.app)
    }

    /// The `hybrid://` URL protocol, off unless set.
    var legacyURLProtocol: LegacyURLProtocol? {
        get { legacyServer?.urlProtocol }
        set {
            legacyServer = newValue.map {
                LegacyURLServer($0, bridge: container.bridge, engine: container.engine, logger: container.logger)
            }
        }
    }

    /// Takes the engine's navigation decisions and new windows.
    func install() {
        let engine = container.engine
        engine.navigationDecider = { [weak self] action in self?.decide(action) ?? .allow }
        engine.newWindowHandler = { [weak self] action in self?.openNewWindow(action) }
    }

    /// Refuses to open another page when the host's stack holds as many as the page budget allows.
    func admitNewPage(on host: any ContainerHost) throws(BridgeError) {
        if case .pageStackFull(let limit)? = policy.refusalOfNewPage(openPages: host.pageCount,
                                                                    pageLimit: container.bridge.budget.stackedPages)
        {
            throw Self.stackFull(limit)
        }
    }

    /// Opens `url` as a new page on `host`, when it is a page's URL and the stack has room (`nav.openWeb`).
    func openPage(_ url: URL, on host: any ContainerHost) throws(BridgeError) {
        switch policy.openPage(url, showing: container.engine.url, openPages: host.pageCount,
                               pageLimit: container.bridge.budget.stackedPages)
        {
        case .openContainer:
            host.container(container, openWeb: url)
        case .refuse(.pageStackFull(let limit)):
            throw Self.stackFull(limit)
        case .refuse(.otherOriginsBlob):
            throw BridgeError(.denied, "Another origin's blob: URL is not opened as a page", path: [.key("url")])
        default:
            throw BridgeError(.denied, "A \(url.scheme ?? "") URL is not opened as a page", path: [.key("url")])
        }
    }

    private static func stackFull(_ limit: Int) -> BridgeError {
        BridgeError(.limitExceeded, "A page may open pages while the stack holds fewer than \(limit)")
    }

    private func decide(_ action: NavigationAction) -> NavigationDecision {
        if legacyServer?.serve(action.url, isMainFrame: action.isMainFrame ?? true) == true { return .cancel }
        return perform(policy.navigation(action), for: action)
    }

    private func openNewWindow(_ action: NavigationAction) {
        let outcome = policy.newWindow(action, showing: container.engine.url, openPages: container.host?.pageCount,
                                       pageLimit: container.bridge.budget.stackedPages)
        if perform(outcome, for: action, newWindow: true) == .allow { container.engine.load(action.url) }
    }

    /// Does what `outcome` asks of the host and the log, and tells the engine whether to go on with the load.
    private func perform(_ outcome: NavigationPolicy.Outcome, for action: NavigationAction,
                         newWindow: Bool = false) -> NavigationDecision
    {
        let url = action.url
        let host = container.host
        switch outcome {
        case .loadHere:
            return .allow
        case .openContainer:
            host?.container(container, openWeb: url)
        case .openOutside:
            host?.container(container, openOutside: url)
        case .refuse(.byApp):
            container.logger.info(newWindow ? "New window refused" : "Navigation cancelled",
                                  metadata: ["url": "\(url.loggedForm)"])
        case .refuse(.pageStackFull):
            container.logger.notice("A new window was not opened: the page stack is full", metadata: [
                "pages": "\(host?.pageCount ?? 0)",
            ])
        case .refuse(.notAPage), .refuse(.otherOriginsBlob):
            let asking = action.sourceFrame
            container.logger.notice("A new window's URL was not loaded in the container", metadata: [
                "scheme": "\(url.scheme ?? "")", "origin": "\(asking?.origin ?? "unknown")",
                "frame": "\(asking.map { $0.isMainFrame ? "main" : "sub" } ?? "unknown")",
            ])
        }
        return .cancel
    }
}
