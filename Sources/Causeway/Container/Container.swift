public import Foundation
public import Logging

/// One hybrid page: an engine, its bridge, the built-in plugins, the header state and the page lifecycle, shown
/// by a ``ContainerHost``.
///
/// ```swift
/// let window = GTKContainerWindow(app: app)
/// let container = window.open(URL(string: "causeway://app/")!)   // made, hosted and loading
/// container.install(ProfilePlugin())                             // this container only
/// ```
///
/// Every container installs the built-in plugins `nav`, `header`, `app`, `share`, `cookies` and `account` (pages
/// still need grants to call them), ``ComponentsPlugin`` when its engine hosts components, then the app's every-container
/// plugins.
///
/// The container wires its parts and owns the page's lifecycle; each part keeps its own state: the header
/// (`HeaderController`), carrying out navigation decisions and new windows (`NavigationCoordinator`), the engine's
/// reports of each load (`PageLoad`) and the container script's messages (`ContainerScriptChannel`).
@MainActor
public final class Container {
    /// The isolated script world of the container's own script.
    public static let scriptWorld = "causeway-container"
    static let messageHandler = "causewayContainer"

    /// The app this container belongs to.
    public let app: HybridApp
    /// The engine showing the page.
    public let engine: any ContainerEngine
    /// The bridge to the page.
    public let bridge: Bridge
    /// The user interface around the container; it is told about the header, progress, dialogs and navigation.
    public weak var host: (any ContainerHost)? {
        didSet { host?.container(self, didUpdate: header) }
    }
    /// The `hybrid://` URL protocol, off unless set.
    public var legacyURLProtocol: LegacyURLProtocol? {
        get { navigation.legacyURLProtocol }
        set { navigation.legacyURLProtocol = newValue }
    }
    /// The options of the current page: the app's, adjusted by its routes and by header configurations.
    public var pageOptions: PageOptions { headerController.pageOptions }
    /// What the header shows.
    public var header: Header { headerController.header }
    /// The page's content height, once the container script has reported it.
    public var contentHeight: Double? { script.contentHeight }
    /// Whether a load is in progress.
    public var isLoading: Bool { load.isLoading }
    /// Whether a host has shown the page (see ``becameVisible()``); a prerendered container is not visible until
    /// it is opened.
    public private(set) var isVisible = false
    /// Whether the page is the first of its host's stack, with nothing under it: out of it is out of the app. Back
    /// then goes back in the page's history only, and the header shows the back button only while there is history
    /// to go back in (as the engine reports it at each load). Hosts set it; `false` unless they do.
    public var isRoot = false {
        didSet { if isRoot != oldValue { headerController.refresh() } }
    }

    /// The header and the page options under it.
    private(set) lazy var headerController = HeaderController(container: self)
    /// Carries out what the navigation policy decides.
    private(set) lazy var navigation = NavigationCoordinator(container: self)
    /// The page's loads as the engine reports them.
    private lazy var load = PageLoad(container: self, recovery: recovery)
    /// The container script's messages.
    private(set) lazy var script = ContainerScriptChannel(container: self)
    private let recovery: WebProcessRecovery
    private var observers: [@MainActor (ContainerEvent) -> Void] = []
    let logger: Logger

    /// Makes a container for `app` around `engine`, with its own bridge and plugins.
    public init(app: HybridApp, engine: some ContainerEngine, logger: Logger = Logger(label: "causeway.container")) {
        self.app = app
        self.engine = engine
        self.logger = logger
        bridge = Bridge(engine: engine, policy: app.policy, budget: app.budget, logger: logger)
        bridge.revealsErrorDescriptions = app.revealsErrorDescriptions
        recovery = WebProcessRecovery(engine: engine, bridge: bridge, policy: app.recovery, limit: app.recoveryLimit,
                                      logger: logger)
        engine.userAgentSuffix = app.userAgentSuffix
        for (scheme, handler) in app.schemes { engine.registerScheme(scheme, handler) }
        script.install()
        navigation.install()
        engine.dialogPresenter = { [weak self] dialog in await self?.present(dialog) ?? .dismissed }
        load.install()
        for plugin in Self.builtInPlugins(serving: self, info: app.info, cookies: engine.cookies,
                                          cookieSites: app.cookieSites, account: app.account) {
            bridge.install(plugin)
        }
        if let componentHost = engine.componentHost {
            bridge.install(ComponentsPlugin(host: componentHost, policy: app.pageResources, logger: logger))
        }
        for makePlugin in app.pluginFactories { bridge.install(makePlugin(self)) }
        bridge.onMainDocumentReady { [weak self] in
            guard let self, isVisible else { return }
            bridge.emit("nav.visible")
        }
    }

    /// Installs `plugin` in this container only.
    public func install(_ plugin: some Plugin) {
        bridge.install(plugin)
    }

    /// Calls `observer` with everything that happens in the container from now on.
    public func observe(_ observer: @escaping @MainActor (ContainerEvent) -> Void) {
        observers.append(observer)
    }

    /// Tells the observers about `event`.
    func notify(_ event: ContainerEvent) {
        for observer in observers { observer(event) }
    }

    // MARK: Lifecycle

    /// Loads `url`.
    public func load(_ url: URL) {
        engine.load(url)
    }

    /// What the back button does: back in the page's history, or out of the container when there is none and
    /// the container is not the ``isRoot`` page, which back never leaves.
    public func back() {
        if engine.canGoBack { engine.goBack() } else if !isRoot { close() }
    }

    /// Forward in the page's history.
    public func forward() {
        engine.goForward()
    }

    /// Loads the page again.
    public func reload() {
        engine.reload()
    }

    /// Asks the host to close this container's page.
    public func close() {
        host?.containerDidRequestClose(self)
    }

    /// Ends the container for good once its page has left the screen: the bridge settles everything and detaches
    /// its plugins, and the engine stops (see ``Bridge/close()``). Hosts call it when they pop or close a page; an
    /// app that shows a container itself calls it when it lets the container go. A torn-down container loads
    /// nothing again.
    public func tearDown() {
        load.cancelBlankPageCheck()
        bridge.close()
        engine.close()
        host = nil
    }

    /// Tells the container that its host shows it now: the page hears `nav.visible` once it is ready, at once
    /// when it already is, and so does every later document of the container as it becomes ready. Hosts call it
    /// when they show a container for the first time; later calls do nothing.
    public func becameVisible() {
        guard !isVisible else { return }
        isVisible = true
        if bridge.isPageReady { bridge.emit("nav.visible") }
    }

    /// The page's navigation state.
    public var state: PageState {
        PageState(url: engine.url?.absoluteString, title: engine.title, canGoBack: engine.canGoBack,
                  canGoForward: engine.canGoForward, isLoading: isLoading, progress: engine.estimatedProgress,
                  isVisible: isVisible)
    }

    /// A page's dialog: the app's presenter answers it when it has one, else the host; without either it is
    /// dismissed.
    private func present(_ dialog: ScriptDialog) async -> ScriptDialog.Answer {
        if let presentDialog = app.presentDialog { return await presentDialog(dialog) }
        guard let host else { return .dismissed }
        return await host.container(self, present: dialog)
    }
}
