/// What every container of an app shares: who may call what, page options and routes, navigation decisions,
/// and the plugins every container gets.
///
/// ```swift
/// let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
///                     policy: CapabilityPolicy(rules: [.allow(origin: "causeway://app", method: "*")]))
/// app.installInEveryContainer { _ in NetworkPlugin() }
/// app.routes.add("causeway://app/articles/*") { $0.sizesToContent = true }
/// app.decideNavigation = { $0.url.scheme == "mailto" ? .openOutside : .allow }
/// ```
@MainActor
public final class HybridApp {
    /// What `app.info` tells pages.
    public var info: AppInfo
    /// Which pages and frames may call which methods; containers made from now on use it.
    public var policy: CapabilityPolicy
    /// What one page may make the app hold at once; containers made from now on use it.
    public var budget = PageBudget()
    /// Which URLs native code opens for a page (a component's `src`): no files and no private addresses unless
    /// set here; containers made from now on use it.
    public var pageResources = PageResource.Policy()
    /// The page options before routes adjust them.
    public var pageOptions = PageOptions()
    /// Page options by URL.
    public var routes = RouteTable()
    /// Text appended to the engine's user agent (for example `Reader/1.0`).
    public var userAgentSuffix: String?
    /// Decides each navigation, of every frame; allows everything unless set. ``NavigationAction/sourceFrame`` says
    /// which frame asked where the engine knows it (WKWebView), and is `nil` on WebKitGTK.
    public var decideNavigation: @MainActor (NavigationAction) -> NavigationChoice = { _ in .allow }
    /// Decides where `target=_blank` links and `window.open` go, from any frame; a new container page unless set.
    /// ``NavigationAction/sourceFrame`` says which frame asked where the engine knows it (WKWebView), and is `nil` on
    /// WebKitGTK.
    public var decideNewWindow: @MainActor (NavigationAction) -> NewWindowChoice = { _ in .newContainer }
    /// Shows page dialogs instead of the host's native ones, when set.
    public var presentDialog: (@MainActor (ScriptDialog) async -> ScriptDialog.Answer)?
    /// Shares instead of the host's share sheet, when set; returns whether the item was shared.
    public var share: (@MainActor (ShareItem) async -> Bool)?
    /// What a container shows after its web process ended or its page stayed blank.
    public var recovery: WebProcessRecovery.Policy = .reload
    /// Whether pages are told the full description of errors handlers throw (see
    /// ``Bridge/revealsErrorDescriptions``); turn it on while developing only.
    public var revealsErrorDescriptions = false
    /// How many recoveries may follow each other before a container gives up on its page; a page that
    /// reaches `ready` clears the count.
    public var recoveryLimit = WebProcessRecovery.Limit()
    /// Custom URL schemes every container serves (the app's own pages, for example `causeway://app/` from a
    /// ``StaticFilesEndpoint``).
    public var schemes: [String: SchemeHandler] = [:]
    /// Sites whose cookies pages may read and set with `cookies.*`'s `url`, besides their own origin's: typically
    /// the API server of pages served from a custom scheme, which have no cookies of their own.
    public var cookieSites: [OriginPattern] = []
    /// Who is signed in, which origins may read it, and the session cookies that go with it: sign in and out here,
    /// and every open container's page hears `account.changed` (see ``AccountPlugin``).
    public let account = AccountState()
    private(set) var pluginFactories: [@MainActor (Container) -> any Plugin] = []

    /// An app described by `info` whose pages get what `policy` grants.
    public init(info: AppInfo, policy: CapabilityPolicy) {
        self.info = info
        self.policy = policy
    }

    /// Installs a plugin made by `makePlugin` in every container made from now on, one instance each.
    public func installInEveryContainer(_ makePlugin: @escaping @MainActor (Container) -> any Plugin) {
        pluginFactories.append(makePlugin)
    }
}
