#if canImport(WebKit)
public import Causeway
public import Foundation
public import WebKit

/// The ``WebEngine`` on WKWebView.
///
/// Register schemes before the web view exists: WebKit copies the configuration when it makes the view, which
/// happens on first use of ``webView`` or the first load. A ``Bridge`` registers its scheme in its initializer, so
/// make the bridge before loading.
///
/// The user-content controller holds its message handlers strongly; the engine registers weak proxies instead, so
/// the engine, its web view and the bridge are freed when the app lets go of them. ``close()`` removes the
/// handlers at once, for an app that keeps the web view after dropping the engine.
@MainActor
public final class WKWebViewEngine: WebEngine {
    /// The configuration the web view is made from.
    public let configuration: WKWebViewConfiguration
    private var madeWebView: WKWebView?
    private var messageReceivers: [String: @MainActor (ScriptMessage) async -> String] = [:]
    private var handlerWorlds: [(name: String, world: WKContentWorld)] = []
    private var navigationObservers: [@MainActor (NavigationEvent) -> Void] = []
    private lazy var navigationProxy = NavigationDelegateProxy(engine: self)
    /// The cookie store of the configuration's website data store.
    public private(set) lazy var cookieStore = WebsiteCookieStore(dataStore: configuration.websiteDataStore)
    public var cookies: any CookieStore { cookieStore }

    /// Makes an engine; the web view is made from `configuration` on first use.
    public init(configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        self.configuration = configuration
    }

    /// The web view, made on first use.
    public var webView: WKWebView {
        if let madeWebView { return madeWebView }
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = navigationProxy
        madeWebView = webView
        return webView
    }

    /// Removes the message handlers and the navigation delegate; the engine reports nothing afterwards.
    public func close() {
        let controller = configuration.userContentController
        for (name, world) in handlerWorlds {
            controller.removeScriptMessageHandler(forName: name, contentWorld: world)
        }
        handlerWorlds.removeAll()
        messageReceivers.removeAll()
        navigationObservers.removeAll()
        madeWebView?.navigationDelegate = nil
    }

    // MARK: WebEngine

    public func addUserScript(_ script: UserScript) {
        let time: WKUserScriptInjectionTime = script.injectionTime == .documentStart ? .atDocumentStart : .atDocumentEnd
        configuration.userContentController.addUserScript(WKUserScript(
            source: script.source, injectionTime: time, forMainFrameOnly: script.frames == .mainOnly,
            in: script.world.contentWorld))
    }

    public func addMessageHandler(named name: String, in world: ScriptWorld,
                                  _ receive: @escaping @MainActor (ScriptMessage) async -> String)
    {
        messageReceivers[name] = receive
        let contentWorld = world.contentWorld
        configuration.userContentController.addScriptMessageHandler(WeakScriptMessageHandler(engine: self),
                                                                    contentWorld: contentWorld, name: name)
        handlerWorlds.append((name, contentWorld))
    }

    public func registerScheme(_ scheme: String, _ handler: @escaping SchemeHandler) {
        precondition(madeWebView == nil, "Register the \(scheme) scheme before the web view is made: WebKit copies the configuration then")
        precondition(!["http", "https", "file", "about", "data", "blob"].contains(scheme.lowercased()),
                     "WKWebView does not let an app handle the \(scheme) scheme")
        configuration.setURLSchemeHandler(SchemeTaskHandler(handler), forURLScheme: scheme)
    }

    public func observeNavigation(_ observer: @escaping @MainActor (NavigationEvent) -> Void) {
        navigationObservers.append(observer)
    }

    public func load(_ url: URL) {
        webView.load(URLRequest(url: url))
    }

    public func reload() {
        webView.reload()
    }

    public func loadHTML(_ html: String, baseURL: URL?) {
        webView.loadHTMLString(html, baseURL: baseURL)
    }

    public func evaluate(_ functionBody: String, in world: ScriptWorld) async throws -> JSONValue {
        let contentWorld = world.contentWorld
        return try await withCheckedThrowingContinuation { continuation in
            webView.callAsyncJavaScript(functionBody, arguments: [:], in: nil, in: contentWorld) { result in
                continuation.resume(with: result.map { JSONValue(scriptMessageBody: $0) })
            }
        }
    }

    public var url: URL? { madeWebView?.url }

    public var title: String? { madeWebView?.title }

    // MARK: From the proxies

    /// Hands a posted message to its receiver and answers through `replyHandler`, exactly once.
    func receive(_ message: WKScriptMessage, replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void) {
        guard let receive = messageReceivers[message.name] else {
            replyHandler(nil, "No receiver for \(message.name)")
            return
        }
        let posted = ScriptMessage(body: JSONValue(scriptMessageBody: message.body),
                                   frame: FrameIdentity(frameInfo: message.frameInfo))
        Task.onMainActorNow {
            replyHandler(await receive(posted), nil)
        }
    }

    /// Reports a navigation event to every observer.
    func report(_ event: NavigationEvent) {
        for observer in navigationObservers { observer(event) }
    }
}

extension ScriptWorld {
    /// The WebKit content world of this script world.
    @MainActor
    var contentWorld: WKContentWorld {
        switch self {
        case .page: .page
        case .named(let name): .world(name: name)
        }
    }
}
#endif
