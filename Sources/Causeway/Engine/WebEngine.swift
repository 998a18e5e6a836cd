public import Foundation

/// The few primitives Causeway needs from a WebKit port.
///
/// Two real implementations exist, `GTKEngine` (WebKitGTK) and `WKWebViewEngine` (Apple), and an in-memory
/// `FakeEngine` in `CausewayTesting`. Adapters translate; the bridge logic lives in ``Bridge``.
@MainActor
public protocol WebEngine: AnyObject {
    /// How page script's messages reach this engine's message handlers, and so who names their frame: the courier
    /// where the engine cannot, the page's own world where it names the frame of every message.
    var messageChannel: MessageChannel { get }

    /// Adds a script that runs in every document loaded from now on.
    func addUserScript(_ script: UserScript)

    /// Registers a script message handler `name` visible only in `world`.
    ///
    /// Page script in `world` posts with `window.webkit.messageHandlers[name].postMessage(value)` and awaits the
    /// string that `receive` returns. The engine converts the posted value to ``JSONValue`` and adds the posting
    /// frame's identity when it knows it, which an engine whose ``messageChannel`` is ``MessageChannel/pageWorld``
    /// does for every message.
    func addMessageHandler(named name: String, in world: ScriptWorld,
                           _ receive: @escaping @MainActor (ScriptMessage) async -> String)

    /// Serves a custom URL scheme (secure and CORS-enabled) with `handler`.
    ///
    /// A request's body is read only when `gate` admits the request; see ``SchemeBodyGate`` for why. With no gate,
    /// no request has a body.
    func registerScheme(_ scheme: String, readingBodies gate: SchemeBodyGate?, _ handler: @escaping SchemeHandler)

    /// Calls `observer` with every navigation event of the main frame.
    func observeNavigation(_ observer: @escaping @MainActor (NavigationEvent) -> Void)

    /// Starts loading `url` in the main frame.
    func load(_ url: URL)

    /// Loads the main frame's current URL again (after the web process ended, in a new one).
    func reload()

    /// Loads `html` as the main document, resolving relative URLs against `baseURL`.
    func loadHTML(_ html: String, baseURL: URL?)

    /// Runs `functionBody` as the body of an async function in the main frame's `world` and returns its result.
    func evaluate(_ functionBody: String, in world: ScriptWorld) async throws -> JSONValue

    /// The engine's cookie store.
    var cookies: any CookieStore { get }

    /// The main frame's current URL.
    var url: URL? { get }

    /// The main document's title.
    var title: String? { get }
}

extension WebEngine {
    /// Serves a custom URL scheme (secure and CORS-enabled) with `handler`, reading no request bodies.
    public func registerScheme(_ scheme: String, _ handler: @escaping SchemeHandler) {
        registerScheme(scheme, readingBodies: nil, handler)
    }
}
