#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import Foundation
public import WebKit
import UIKit

/// The `WebEngine` and `ContainerEngine` on WKWebView.
///
/// Register schemes, and set ``userAgentSuffix``, before the web view exists: WebKit copies the configuration when
/// it makes the view, which happens on first use of ``webView`` or the first load. A `Bridge` registers its scheme
/// in its initializer, and a `Container` sets the suffix in its own, so make them before loading.
///
/// The user-content controller holds its message handlers strongly; the engine registers weak proxies instead, so
/// the engine, its web view and the bridge are freed when the app lets go of them. The navigation and UI delegates
/// are weak proxies too. ``close()`` removes the handlers at once, for an app that keeps the web view after dropping
/// the engine.
@MainActor
public final class WKWebViewEngine: ContainerEngine {
    /// The configuration the web view is made from.
    public let configuration: WKWebViewConfiguration
    private(set) var madeWebView: WKWebView?
    private var messageReceivers: [String: @MainActor (ScriptMessage) async -> String] = [:]
    private var handlerWorlds: [(name: String, world: WKContentWorld)] = []
    private var navigationObservers: [@MainActor (NavigationEvent) -> Void] = []
    private lazy var navigationProxy = NavigationDelegateProxy(engine: self)
    private lazy var uiProxy = UIDelegateProxy(engine: self)
    private var progressObservation: NSKeyValueObservation?
    /// The configuration's application name before a suffix was added (on iOS, WebKit's `Mobile/…` token).
    private let baseApplicationName: String?
    /// The cookie store of the configuration's website data store.
    public private(set) lazy var cookieStore = WebsiteCookieStore(dataStore: configuration.websiteDataStore)
    public var cookies: any CookieStore { cookieStore }

    /// The page's same-layer components, each inside the native scroll view WebKit makes for its placeholder (see
    /// ``ChildScrollViewSurface``). Making it does not make the web view.
    ///
    /// The registry starts with the built-in types `label`, `input` and `video` (see
    /// `ComponentRegistry.standard()`), as on Linux; register the types of your own before pages insert them:
    /// ```swift
    /// engine.components.registry.register("gauge") { (props: Gauge.Props, context) in Gauge(props: props, context: context) }
    /// ```
    /// Components load the URLs they name as the page would (`PageResource`): `file:` URLs from disk, this
    /// engine's own schemes through their handlers, anything else from the network.
    public private(set) lazy var components = ComponentStage(
        surface: ChildScrollViewSurface(webView: { [weak self] in self?.madeWebView }),
        registry: .standard()
    ) { [weak self] url, limit in
        guard let self else { throw PageResource.Failure.engineGone }
        return try await self.loadResource(url, limit: limit)
    }

    /// Makes an engine; the web view is made from `configuration` on first use.
    public init(configuration: WKWebViewConfiguration = WKWebViewConfiguration()) {
        self.configuration = configuration
        baseApplicationName = configuration.applicationNameForUserAgent
    }

    /// The web view, made on first use.
    public var webView: WKWebView {
        if let madeWebView { return madeWebView }
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = navigationProxy
        webView.uiDelegate = uiProxy
        // WebKit reports progress only through KVO; it notifies on the main thread.
        progressObservation = webView.observe(\.estimatedProgress, options: [.new]) { [weak self] webView, _ in
            MainActor.assumeIsolated { self?.report(.progressChanged(webView.estimatedProgress)) }
        }
        madeWebView = webView
        return webView
    }

    /// Removes the message handlers, the delegates, the progress observation and (on iOS) the page's components; the
    /// engine reports nothing afterwards.
    public func close() {
        let controller = configuration.userContentController
        for (name, world) in handlerWorlds {
            controller.removeScriptMessageHandler(forName: name, contentWorld: world)
        }
        handlerWorlds.removeAll()
        messageReceivers.removeAll()
        navigationObservers.removeAll()
        progressObservation?.invalidate()
        progressObservation = nil
        madeWebView?.navigationDelegate = nil
        madeWebView?.uiDelegate = nil
        components.removeAll()
    }

    // MARK: ContainerEngine hooks

    public var navigationDecider: (@MainActor (NavigationAction) -> NavigationDecision)?

    /// Called, on a later main-actor turn, for `target=_blank` links and `window.open`; the engine never opens a
    /// web view for them.
    public var newWindowHandler: (@MainActor (NavigationAction) -> Void)?

    /// Shows `alert`, `confirm` and `prompt`. WKWebView has no dialogs of its own: without a presenter an alert is
    /// dismissed, a confirm cancelled and a prompt answered with `null`, which is what WebKit does for an app
    /// without a UI delegate.
    public var dialogPresenter: (@MainActor (ScriptDialog) async -> ScriptDialog.Answer)?

    /// Appended to WebKit's application name for the user agent (`configuration.applicationNameForUserAgent`, on iOS
    /// `Mobile/15E148` by default), so the user agent stays WebKit's own with the app named at the end.
    ///
    /// WebKit reads the application name once, when it makes the web view; set the suffix before that (a
    /// `Container` does, in its initializer). Changing it afterwards is a programmer error. (`customUserAgent`
    /// could change later, but it replaces the whole string, and the standard one is only known by asking the page.)
    public var userAgentSuffix: String? {
        didSet {
            guard userAgentSuffix != oldValue else { return }
            precondition(madeWebView == nil,
                         "Set userAgentSuffix before the web view is made: WebKit reads the application name then")
            let parts = [baseApplicationName, userAgentSuffix].compactMap { $0 }.filter { !$0.isEmpty }
            configuration.applicationNameForUserAgent = parts.isEmpty ? nil : parts.joined(separator: " ")
        }
    }

    // MARK: WebEngine

    /// `MessageChannel.pageWorld`: every `WKScriptMessage` names its frame (`frameInfo`), so the page runtime posts
    /// from the page's own world and the bridge takes the frame from WebKit.
    public var messageChannel: MessageChannel { .pageWorld }

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

    public func registerScheme(_ scheme: String, readingBodies gate: SchemeBodyGate?,
                               _ handler: @escaping SchemeHandler)
    {
        precondition(madeWebView == nil, "Register the \(scheme) scheme before the web view is made: WebKit copies the configuration then")
        precondition(!["http", "https", "file", "about", "data", "blob"].contains(scheme.lowercased()),
                     "WKWebView does not let an app handle the \(scheme) scheme")
        configuration.setURLSchemeHandler(SchemeTaskHandler(gate: gate, handler), forURLScheme: scheme)
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

    /// Hands a posted message to its receiver, with the frame WebKit names for it, and answers through
    /// `replyHandler`, exactly once. A message from another web view (one made from a configuration that shares this
    /// engine's user-content controller) is refused: its frame is not one of this engine's pages.
    func receive(_ message: WKScriptMessage, replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void) {
        guard let receive = messageReceivers[message.name] else {
            replyHandler(nil, "No receiver for \(message.name)")
            return
        }
        if let sender = message.webView, sender !== madeWebView {
            replyHandler(nil, "The message came from another web view")
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
