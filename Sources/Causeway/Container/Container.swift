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
        get { legacyServer?.urlProtocol }
        set { legacyServer = newValue.map { LegacyURLServer($0, bridge: bridge, engine: engine, logger: logger) } }
    }
    /// The options of the current page: the app's, adjusted by its routes and by header configurations.
    public private(set) var pageOptions: PageOptions
    /// What the header shows.
    public private(set) var header: Header
    /// The page's content height, once the container script has reported it.
    public private(set) var contentHeight: Double?
    /// Whether a load is in progress.
    public private(set) var isLoading = false
    /// Whether a host has shown the page (see ``becameVisible()``); a prerendered container is not visible until
    /// it is opened.
    public private(set) var isVisible = false
    /// Whether the page is the first of its host's stack, with nothing under it: out of it is out of the app. Back
    /// then goes back in the page's history only, and the header shows the back button only while there is history
    /// to go back in (as the engine reports it at each load). Hosts set it; `false` unless they do.
    public var isRoot = false {
        didSet { if isRoot != oldValue { refreshOptions() } }
    }

    private var headerState = HeaderState()
    private let recovery: WebProcessRecovery
    private lazy var blankPages = BlankPageWatchdog(engine: engine, bridge: bridge, recovery: recovery, logger: logger) {
        [weak self] finding in
        switch finding {
        case .passed(let url): self?.notify(.blankPageCheckPassed(url))
        case .blank(let url): self?.notify(.blankPageDetected(url))
        }
    }
    private var legacyServer: LegacyURLServer?
    private let navigationPolicy: NavigationPolicy
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
        navigationPolicy = NavigationPolicy(app: app)
        pageOptions = app.pageOptions
        header = Header(options: app.pageOptions, documentTitle: nil)
        engine.userAgentSuffix = app.userAgentSuffix
        for (scheme, handler) in app.schemes { engine.registerScheme(scheme, handler) }
        engine.addUserScript(UserScript(source: RuntimeScripts.container, injectionTime: .documentStart,
                                        frames: .mainOnly, world: .named(Self.scriptWorld)))
        engine.addMessageHandler(named: Self.messageHandler, in: .named(Self.scriptWorld)) { [weak self] message in
            self?.receiveContainerMessage(message.body) ?? "null"
        }

        engine.navigationDecider = { [weak self] action in self?.decide(action) ?? .allow }
        engine.newWindowHandler = { [weak self] action in self?.openNewWindow(action) }
        engine.dialogPresenter = { [weak self] dialog in await self?.present(dialog) ?? .dismissed }
        engine.observeNavigation { [weak self] event in self?.navigationChanged(event) }
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

    // MARK: Navigation

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
        blankPages.cancel()
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

    // MARK: Header

    /// Changes the header from native code; the change outlives page changes, unlike the page's own
    /// `header.configure`, which lasts as long as its document. A title view that cannot be shown (no items, a
    /// selection out of range, a native view the host does not have) throws `invalidArguments` and changes nothing.
    public func configureHeader(_ configuration: HeaderConfiguration) throws(BridgeError) {
        try check(configuration)
        headerState.configureFromNative(configuration)
        refreshOptions()
    }

    /// The user tapped the right item `id`: the page receives `header.itemTapped` with `{id}`.
    public func headerItemTapped(_ id: String) {
        notify(.headerItemTapped(id))
        try? bridge.emit("header.itemTapped", ["id": id])
    }

    /// The user picked segment `index` of the header's segmented title: the header keeps the pick, and the page
    /// receives `header.segmentSelected` with `{index, title}`. A pick of the selected segment, or one that no
    /// longer fits the header, changes nothing.
    public func headerSegmentSelected(_ index: Int) {
        guard case .segments(let segments) = header.titleView else { return }
        pick(index, among: segments.segments, selected: segments.selected, reporting: "header.segmentSelected",
             ContainerEvent.headerSegmentSelected)
    }

    /// The user picked item `index` of the header's menu title: the header keeps the pick, and the page receives
    /// `header.menuItemSelected` with `{index, title}`. A pick of the selected item, or one that no longer fits the
    /// header, changes nothing.
    public func headerMenuItemSelected(_ index: Int) {
        guard case .menu(let menu) = header.titleView else { return }
        pick(index, among: menu.items, selected: menu.selected, reporting: "header.menuItemSelected",
             ContainerEvent.headerMenuItemSelected)
    }

    /// Applies a header configuration from the page; it lasts until the document changes. Throws as
    /// ``configureHeader(_:)`` does.
    func configureHeaderFromPage(_ configuration: HeaderConfiguration) throws(BridgeError) {
        try check(configuration)
        headerState.configureFromPage(configuration)
        refreshOptions()
    }

    /// Refuses a title view the header cannot show, and more items than the page budget allows.
    private func check(_ configuration: HeaderConfiguration) throws(BridgeError) {
        let limit = bridge.budget.headerItems
        guard configuration.largestItemCount <= limit else {
            throw BridgeError(.limitExceeded, "A header part may show at most \(limit) items")
        }
        guard let titleView = configuration.titleView else { return }
        try titleView.validate()
        guard case .native(let native) = titleView else { return }
        guard let host else { throw native.notFound }
        try host.container(self, check: native)
    }

    /// Keeps the user's pick of item `index` of `items` and reports it to observers and to the page as `event`,
    /// unless it is `selected` already or not an item.
    private func pick(_ index: Int, among items: [String], selected: Int, reporting event: String,
                      _ observed: (HeaderSelection) -> ContainerEvent)
    {
        guard items.indices.contains(index), index != selected else { return }
        headerState.select(index, over: routeOptions())
        refreshOptions()
        let selection = HeaderSelection(index: index, title: items[index])
        notify(observed(selection))
        try? bridge.emit(event, selection)
    }

    /// The app's options with the routes for `url` (by default the page's) applied.
    private func routeOptions(for url: URL? = nil) -> PageOptions {
        app.routes.options(for: url ?? engine.url, base: app.pageOptions)
    }

    private func refreshOptions(url: URL? = nil) {
        let options = headerState.applied(to: routeOptions(for: url))
        pageOptions = options
        let header = Header(options: options, documentTitle: engine.title, canGoBack: !isRoot || engine.canGoBack)
        guard header != self.header else { return }
        self.header = header
        host?.container(self, didUpdate: header)
        notify(.headerChanged(header))
    }

    // MARK: Engine hooks

    private func navigationChanged(_ event: NavigationEvent) {
        switch event {
        case .started:
            isLoading = true
            host?.container(self, didUpdateProgress: engine.estimatedProgress, isLoading: true)
        case .committed(let url):
            headerState.documentChanged()
            contentHeight = nil
            blankPages.cancel()
            refreshOptions(url: url)
            notify(.historyChanged(canGoBack: engine.canGoBack, canGoForward: engine.canGoForward))
        case .finished(let url):
            isLoading = false
            host?.container(self, didUpdateProgress: 1, isLoading: false)
            try? bridge.emit("nav.state", state)
            blankPages.schedule(url: url, after: pageOptions.blankPageTimeout)
        case .failed:
            isLoading = false
            host?.container(self, didUpdateProgress: engine.estimatedProgress, isLoading: false)
        case .progressChanged(let progress):
            host?.container(self, didUpdateProgress: progress, isLoading: isLoading)
        case .titleChanged:
            refreshOptions()
            if bridge.isPageReady { try? bridge.emit("nav.state", state) }
        case .webProcessTerminated:
            isLoading = false
            blankPages.cancel()
        case .redirected:
            break
        }
        notify(.navigation(event))
    }

    private func decide(_ action: NavigationAction) -> NavigationDecision {
        if legacyServer?.serve(action.url, isMainFrame: action.isMainFrame ?? true) == true { return .cancel }
        return perform(navigationPolicy.navigation(action), for: action)
    }

    /// Refuses to open another page when the host's stack holds as many as the page budget allows.
    func admitNewPage(on host: any ContainerHost) throws(BridgeError) {
        if case .pageStackFull(let limit)? = navigationPolicy.refusalOfNewPage(openPages: host.pageCount,
                                                                              pageLimit: bridge.budget.stackedPages)
        {
            throw Self.stackFull(limit)
        }
    }

    private static func stackFull(_ limit: Int) -> BridgeError {
        BridgeError(.limitExceeded, "A page may open pages while the stack holds fewer than \(limit)")
    }

    /// Opens `url` as a new page on `host`, when it is a page's URL and the stack has room (`nav.openWeb`).
    func openPage(_ url: URL, on host: any ContainerHost) throws(BridgeError) {
        switch navigationPolicy.openPage(url, showing: engine.url, openPages: host.pageCount,
                                         pageLimit: bridge.budget.stackedPages)
        {
        case .openContainer:
            host.container(self, openWeb: url)
        case .refuse(.pageStackFull(let limit)):
            throw Self.stackFull(limit)
        case .refuse(.otherOriginsBlob):
            throw BridgeError(.denied, "Another origin's blob: URL is not opened as a page", path: [.key("url")])
        default:
            throw BridgeError(.denied, "A \(url.scheme ?? "") URL is not opened as a page", path: [.key("url")])
        }
    }

    private func openNewWindow(_ action: NavigationAction) {
        let outcome = navigationPolicy.newWindow(action, showing: engine.url, openPages: host?.pageCount,
                                                 pageLimit: bridge.budget.stackedPages)
        if perform(outcome, for: action, newWindow: true) == .allow { engine.load(action.url) }
    }

    /// Does what `outcome` asks of the host and the log, and tells the engine whether to go on with the load.
    private func perform(_ outcome: NavigationPolicy.Outcome, for action: NavigationAction,
                         newWindow: Bool = false) -> NavigationDecision
    {
        let url = action.url
        switch outcome {
        case .loadHere:
            return .allow
        case .openContainer:
            host?.container(self, openWeb: url)
        case .openOutside:
            host?.container(self, openOutside: url)
        case .refuse(.byApp):
            logger.info(newWindow ? "New window refused" : "Navigation cancelled", metadata: ["url": "\(url.loggedForm)"])
        case .refuse(.pageStackFull):
            logger.notice("A new window was not opened: the page stack is full", metadata: [
                "pages": "\(host?.pageCount ?? 0)",
            ])
        case .refuse(.notAPage), .refuse(.otherOriginsBlob):
            let asking = action.sourceFrame
            logger.notice("A new window's URL was not loaded in the container", metadata: [
                "scheme": "\(url.scheme ?? "")", "origin": "\(asking?.origin ?? "unknown")",
                "frame": "\(asking.map { $0.isMainFrame ? "main" : "sub" } ?? "unknown")",
            ])
        }
        return .cancel
    }

    private func present(_ dialog: ScriptDialog) async -> ScriptDialog.Answer {
        if let presentDialog = app.presentDialog { return await presentDialog(dialog) }
        guard let host else { return .dismissed }
        return await host.container(self, present: dialog)
    }

    // MARK: Container script

    private func receiveContainerMessage(_ body: JSONValue) -> String {
        guard let message = try? body.decode(as: ContainerScriptMessage.self) else {
            logger.notice("The container script sent a message that is not one", metadata: ["message": "\(body.jsonText.prefix(200))"])
            return "null"
        }
        switch message {
        case .options(let url):
            let options = app.routes.options(for: url.flatMap(URL.init(string:)), base: app.pageOptions)
            return (try? JSONValue(encoding: ContainerScriptMessage.PageSwitches(options)))?.jsonText ?? "null"
        case .height(let height):
            contentHeight = height
            host?.container(self, didChangeContentHeight: height)
            notify(.contentHeightChanged(height))
            return "null"
        }
    }

    private func notify(_ event: ContainerEvent) {
        for observer in observers { observer(event) }
    }
}
