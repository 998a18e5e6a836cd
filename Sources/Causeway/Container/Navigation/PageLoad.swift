import Foundation

/// A container's page loads as its engine reports them: whether one is in progress, the progress the host draws,
/// the header and `nav.state` at each step, a check for a blank page after each load, and every event to the
/// container's observers.
@MainActor
final class PageLoad {
    /// Whether a load is in progress.
    private(set) var isLoading = false
    private unowned let container: Container
    private let recovery: WebProcessRecovery
    private lazy var blankPages = BlankPageWatchdog(engine: container.engine, bridge: container.bridge,
                                                    recovery: recovery, logger: container.logger) {
        [weak container] finding in
        switch finding {
        case .passed(let url): container?.notify(.blankPageCheckPassed(url))
        case .blank(let url): container?.notify(.blankPageDetected(url))
        }
    }

    /// The loads of `container`'s page; a blank page goes to `recovery`.
    init(container: Container, recovery: WebProcessRecovery) {
        self.container = container
        self.recovery = recovery
    }

    /// Follows the engine's navigation events.
    func install() {
        container.engine.observeNavigation { [weak self] event in self?.navigationChanged(event) }
    }

    /// Stops the blank-page check in progress, if any.
    func cancelBlankPageCheck() {
        blankPages.cancel()
    }

    private func navigationChanged(_ event: NavigationEvent) {
        let (engine, bridge) = (container.engine, container.bridge)
        let host = container.host
        switch event {
        case .started:
            isLoading = true
            host?.container(container, didUpdateProgress: engine.estimatedProgress, isLoading: true)
        case .committed(let url):
            container.headerController.documentChanged()
            container.script.documentChanged()
            blankPages.cancel()
            container.headerController.refresh(url: url)
            container.notify(.historyChanged(canGoBack: engine.canGoBack, canGoForward: engine.canGoForward))
        case .finished(let url):
            isLoading = false
            host?.container(container, didUpdateProgress: 1, isLoading: false)
            try? bridge.emit("nav.state", container.state)
            blankPages.schedule(url: url, after: container.pageOptions.blankPageTimeout)
        case .failed:
            isLoading = false
            host?.container(container, didUpdateProgress: engine.estimatedProgress, isLoading: false)
        case .progressChanged(let progress):
            host?.container(container, didUpdateProgress: progress, isLoading: isLoading)
        case .titleChanged:
            container.headerController.refresh()
            if bridge.isPageReady { try? bridge.emit("nav.state", container.state) }
        case .webProcessTerminated:
            isLoading = false
            blankPages.cancel()
        case .redirected:
            break
        }
        container.notify(.navigation(event))
    }
}
