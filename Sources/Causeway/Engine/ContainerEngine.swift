public import Foundation

/// What a hybrid container needs from a WebKit port beyond the bridge's ``WebEngine``: navigation decisions,
/// new windows, dialogs, history, progress, the user agent and snapshots.
///
/// `GTKEngine` and `WKWebViewEngine` implement it, and so does `FakeEngine` for unit tests. A ``Container``
/// sets the hooks; an app that has no container can set them itself.
@MainActor
public protocol ContainerEngine: WebEngine {
    /// Asked before every navigation of any frame; `nil` allows all of them.
    var navigationDecider: (@MainActor (NavigationAction) -> NavigationDecision)? { get set }

    /// Called when a page asks for a new window (a `target=_blank` link, `window.open`). The engine never opens
    /// one itself: the page's `window.open` returns `null`, and the handler decides where the URL goes.
    var newWindowHandler: (@MainActor (NavigationAction) -> Void)? { get set }

    /// Shows the page's `alert`, `confirm` and `prompt`; `nil` leaves them to the engine's own dialogs.
    var dialogPresenter: (@MainActor (ScriptDialog) async -> ScriptDialog.Answer)? { get set }

    /// Whether there is a page to go back to.
    var canGoBack: Bool { get }
    /// Whether there is a page to go forward to.
    var canGoForward: Bool { get }
    /// Goes one page back in the main frame's history.
    func goBack()
    /// Goes one page forward in the main frame's history.
    func goForward()

    /// How far the current load has come, from 0 to 1.
    var estimatedProgress: Double { get }

    /// Text appended to the engine's user agent, naming the app (for example `Causeway/1.0`); applies to
    /// requests made after it is set.
    var userAgentSuffix: String? { get set }

    /// What the web view shows now.
    func snapshot() async throws -> PageSnapshot

    /// The host of the page's same-layer components, when the engine has one; a ``Container`` then installs
    /// ``ComponentsPlugin`` over it.
    var componentHost: (any ComponentHost)? { get }

    /// Stops the engine for good: it serves no scheme and no message handler, reports nothing, and removes its
    /// components. ``Container/tearDown()`` calls it.
    func close()
}

extension ContainerEngine {
    public var componentHost: (any ComponentHost)? { nil }
}
