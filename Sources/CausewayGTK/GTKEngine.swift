public import CWebKitGTK
public import Causeway
public import Foundation

/// The `ContainerEngine` on WebKitGTK 6.0: one `WebKitWebView` with its own user-content manager.
///
/// Create it on the main thread inside ``GLibMainLoop/run(_:)``. Put ``widget`` in a window (see
/// ``GTKWindowHost``) or leave it unparented for work that needs no screen.
@MainActor
public final class GTKEngine: ContainerEngine {
    /// The web view.
    public let webView: UnsafeMutablePointer<WebKitWebView>
    private let contentManager: OpaquePointer
    private var worlds: Set<String> = []
    private var navigationObservers: [@MainActor (NavigationEvent) -> Void] = []
    private var signals: [SignalConnection] = []
    private var isClosed = false
    /// This engine's secret on the `MediaRelay`, the schemes relayed under it, and the script that rewrites them.
    private let mediaToken = MediaRelay.makeToken()
    private var relayedSchemes: [String] = []
    private var mediaRelayScript: OpaquePointer?
    /// The user agent WebKit chose, before any suffix.
    let baseUserAgent: String

    public var navigationDecider: (@MainActor (NavigationAction) -> NavigationDecision)?
    public var newWindowHandler: (@MainActor (NavigationAction) -> Void)?
    public var dialogPresenter: (@MainActor (ScriptDialog) async -> ScriptDialog.Answer)?
    public var userAgentSuffix: String? {
        didSet {
            let agent = [baseUserAgent, userAgentSuffix].compactMap { $0 }.joined(separator: " ")
            webkit_settings_set_user_agent(webkit_web_view_get_settings(webView), agent)
        }
    }

    /// The web view's cookie store (its network session's).
    public let cookieStore: GTKCookieStore
    public var cookies: any CookieStore { cookieStore }

    /// The widget to put in a window: the web view, with the layer of its same-layer components above it.
    public var widget: UnsafeMutablePointer<GtkWidget> { components.surface.overlay }

    /// The page's same-layer components, laid over the web view. Set `ComponentStage.registry` to offer more
    /// types than the built-in `label`, `input` and `video`.
    public private(set) lazy var components = ComponentStage(
        surface: GTKComponentLayer(webView: webView), registry: .standard()
    ) { [weak self] url, limit in
        guard let self else { throw PageResource.Failure.engineGone }
        return try await self.loadResource(url, limit: limit)
    }

    /// `url` loaded as the page would load it, through this engine's handler when it serves the scheme, at most
    /// `limit` bytes of it.
    private func loadResource(_ url: URL, limit: Int) async throws -> Data {
        let router = SchemeRouter.shared(by: webkit_web_view_get_context(webView))
        return try await PageResource.load(url, handler: url.scheme.flatMap { router.handler($0, from: webView) },
                                           limit: limit)
    }

    public var componentHost: (any ComponentHost)? { components }

    /// Makes a web view in the default web context.
    public init() {
        GLibMainLoop.prepare()
        contentManager = webkit_user_content_manager_new()
        var value = GValue()
        g_value_init(&value, webkit_user_content_manager_get_type())
        g_value_set_object(&value, UnsafeMutableRawPointer(contentManager))
        let view = "user-content-manager".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafeMutablePointer(to: &value) { valuePointer in
                g_object_new_with_properties(webkit_web_view_get_type(), 1, &names, valuePointer)
            }
        }
        g_value_unset(&value)
        webView = UnsafeMutableRawPointer(view!).assumingMemoryBound(to: WebKitWebView.self)
        g_object_ref_sink(webView.gpointer)
        cookieStore = GTKCookieStore(webView: webView)
        baseUserAgent = String(cString: webkit_settings_get_user_agent(webkit_web_view_get_settings(webView)))
        signals = navigationSignals() + containerSignals()
    }

    isolated deinit {
        close()
        if let mediaRelayScript { webkit_user_script_unref(mediaRelayScript) }
        g_object_unref(UnsafeMutableRawPointer(contentManager))
        g_object_unref(webView.gpointer)
    }

    /// Disconnects every signal and stops serving schemes; the engine reports nothing afterwards.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        signals.removeAll()
        SchemeRouter.shared(by: webkit_web_view_get_context(webView)).removeRoutes(from: webView)
        MediaRelay.shared?.removeRoutes(token: mediaToken)
        components.removeAll()
    }

    // MARK: WebEngine

    /// `MessageChannel.courier`: WebKitGTK's script messages carry only the value, no frame.
    public var messageChannel: MessageChannel { .courier }

    public func addUserScript(_ script: UserScript) {
        let injected = script.frames == .all ? WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES : WEBKIT_USER_CONTENT_INJECT_TOP_FRAME
        let time = script.injectionTime == .documentStart
            ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
        let userScript: OpaquePointer? = switch script.world {
        case .page:
            webkit_user_script_new(script.source, injected, time, nil, nil)
        case .named(let world):
            webkit_user_script_new_for_world(script.source, injected, time, world, nil, nil)
        }
        webkit_user_content_manager_add_script(contentManager, userScript)
        webkit_user_script_unref(userScript)
    }

    public func addMessageHandler(named name: String, in world: ScriptWorld,
                                  _ receive: @escaping @MainActor (ScriptMessage) async -> String)
    {
        let worldName: String? = if case .named(let world) = world { world } else { nil }
        webkit_user_content_manager_register_script_message_handler_with_reply(contentManager, name, worldName)
        signals.append(SignalConnection(UnsafeMutableRawPointer(contentManager),
                                        "script-message-with-reply-received::\(name)") { emission in
            guard let value = emission.pointer(at: 1), let reply = emission.pointer(at: 2) else { return }
            Self.deliver(OpaquePointer(value), reply: OpaquePointer(reply), to: receive)
            emission.setResult(true)
        })
    }

    /// Converts a posted value, runs `receive` with it and returns its answer through `reply`.
    private static func deliver(_ value: OpaquePointer, reply: OpaquePointer,
                                to receive: @escaping @MainActor (ScriptMessage) async -> String)
    {
        // WebKitGTK's signal names no frame: the courier's envelope is the only source of the sender.
        let message = ScriptMessage(body: JSONValue(jsc: value))
        let context = MainThreadPointer(raw: jsc_value_get_context(value))
        g_object_ref(UnsafeMutableRawPointer(context.raw))
        let retainedReply = MainThreadPointer(raw: webkit_script_message_reply_ref(reply))
        Task.onMainActorNow {
            let answer = await receive(message)
            let result = jsc_value_new_string(context.raw, answer)
            webkit_script_message_reply_return_value(retainedReply.raw, result)
            g_object_unref(UnsafeMutableRawPointer(result))
            webkit_script_message_reply_unref(retainedReply.raw)
            g_object_unref(UnsafeMutableRawPointer(context.raw))
        }
    }

    /// Serves `scheme` with `handler`, for media elements too: their URLs on `scheme` go through the
    /// `MediaRelay`, since WebKitGTK's media player cannot read custom schemes.
    public func registerScheme(_ scheme: String, readingBodies gate: SchemeBodyGate?,
                               _ handler: @escaping SchemeHandler)
    {
        SchemeRouter.shared(by: webkit_web_view_get_context(webView))
            .route(scheme, from: webView, readingBodies: gate, to: handler)
        guard let relay = MediaRelay.shared else { return }
        relay.route(scheme, token: mediaToken, to: handler)
        if !relayedSchemes.contains(scheme) { relayedSchemes.append(scheme) }
        if let mediaRelayScript {
            webkit_user_content_manager_remove_script(contentManager, mediaRelayScript)
            webkit_user_script_unref(mediaRelayScript)
        }
        let source = MediaRelay.pageScript(base: relay.base.appendingPathComponent(mediaToken), schemes: relayedSchemes)
        mediaRelayScript = webkit_user_script_new(source, WEBKIT_USER_CONTENT_INJECT_ALL_FRAMES,
                                                  WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START, nil, nil)
        webkit_user_content_manager_add_script(contentManager, mediaRelayScript)
    }

    public func observeNavigation(_ observer: @escaping @MainActor (NavigationEvent) -> Void) {
        navigationObservers.append(observer)
    }

    public func load(_ url: URL) {
        webkit_web_view_load_uri(webView, url.absoluteString)
    }

    public func reload() {
        webkit_web_view_reload(webView)
    }

    public func loadHTML(_ html: String, baseURL: URL?) {
        webkit_web_view_load_html(webView, html, baseURL?.absoluteString)
    }

    public func evaluate(_ functionBody: String, in world: ScriptWorld) async throws -> JSONValue {
        let worldName: String? = if case .named(let world) = world { world } else { nil }
        let webView = webView
        return try await gioCall { callback, userData in
            webkit_web_view_call_async_javascript_function(webView, functionBody, -1, nil, worldName, nil, nil,
                                                           callback, userData)
        } finish: { result, error in
            guard let value = webkit_web_view_call_async_javascript_function_finish(webView, result, error) else {
                return .null
            }
            defer { g_object_unref(UnsafeMutableRawPointer(value)) }
            return JSONValue(jsonOf: value)
        } failure: { EngineError.javaScript($0) }
    }

    public var url: URL? {
        webkit_web_view_get_uri(webView).flatMap { URL(webKitURI: String(cString: $0)) }
    }

    public var title: String? {
        webkit_web_view_get_title(webView).map { String(cString: $0) }
    }

    /// Ends the web process on purpose, as a crash would; the engine reports
    /// `NavigationEvent.webProcessTerminated(_:)`.
    public func terminateWebProcess() {
        webkit_web_view_terminate_web_process(webView)
    }

    // MARK: Navigation signals

    func report(_ event: NavigationEvent) {
        for observer in navigationObservers { observer(event) }
    }

    /// The web view's navigation signals, reported to the navigation observers.
    private func navigationSignals() -> [SignalConnection] {
        let view = webView.gpointer
        return [
            SignalConnection(view, "load-changed") { [weak self] emission in
                self?.loadChanged(WebKitLoadEvent(emission.enumeration(at: 1)))
            },
            SignalConnection(view, "load-failed") { [weak self] emission in
                let event = WebKitLoadEvent(emission.enumeration(at: 1))
                let url = emission.string(at: 2).flatMap { URL(webKitURI: $0) }
                let error = emission.pointer(at: 3)?.assumingMemoryBound(to: GError.self)
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                let provisional = event != WEBKIT_LOAD_COMMITTED && event != WEBKIT_LOAD_FINISHED
                self?.report(.failed(url, message, provisional: provisional))
                // Handled: WebKitGTK shows no error page of its own, as WKWebView does not. The page that was there
                // stays, and the app decides what to show from the failure event.
                emission.setResult(true)
            },
            SignalConnection(view, "web-process-terminated") { [weak self] emission in
                let text = switch WebKitWebProcessTerminationReason(emission.enumeration(at: 1)) {
                case WEBKIT_WEB_PROCESS_CRASHED: "crashed"
                case WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT: "exceeded its memory limit"
                default: "terminated by the application"
                }
                self?.report(.webProcessTerminated(text))
            },
            SignalConnection(view, "notify::title") { [weak self] _ in
                guard let self else { return }
                report(.titleChanged(title))
            },
        ]
    }

    private func loadChanged(_ event: WebKitLoadEvent) {
        switch event {
        case WEBKIT_LOAD_STARTED: report(.started(url))
        case WEBKIT_LOAD_REDIRECTED: report(.redirected(url))
        case WEBKIT_LOAD_COMMITTED: report(.committed(url))
        case WEBKIT_LOAD_FINISHED: report(.finished(url))
        default: break
        }
    }
}

/// Something the engine itself reports as failed.
public enum EngineError: Error, Equatable, Sendable {
    /// A script threw, or its result could not be read.
    case javaScript(String)
    /// The cookie store refused or failed an operation.
    case cookies(String)
    /// The web view could not be captured.
    case snapshot(String)
}

extension JSONValue {
    /// Converts a script result through its JSON text; values JSON cannot express become `null`.
    init(jsonOf value: OpaquePointer) {
        guard jsc_value_is_undefined(value) == 0, let text = jsc_value_to_json(value, 0) else {
            self = .null
            return
        }
        self = (try? JSONValue(json: takeString(text))) ?? .null
    }
}
