public import Causeway
public import Foundation

/// An in-memory ``ContainerEngine`` for unit tests of the core: no web process, no window.
///
/// Loading a URL makes a new ``FakePage``, which runs the page runtime and its courier in a JavaScriptCore context of
/// its own: they greet the bridge, say `ready` and pull, as in a browser. It plays either kind of engine: one whose
/// messages name no frame, as WebKitGTK's (``MessageChannel/courier``, the default), or one that names the frame of
/// every message, as WKWebView (``MessageChannel/pageWorld``).
@MainActor
public final class FakeEngine: ContainerEngine {
    /// The user scripts added so far.
    public private(set) var userScripts: [UserScript] = []
    private var messageHandlers: [String: (world: ScriptWorld, receive: @MainActor (ScriptMessage) async -> String)] = [:]
    private var schemes: [String: (gate: SchemeBodyGate?, handler: SchemeHandler)] = [:]
    private var navigationObservers: [@MainActor (NavigationEvent) -> Void] = []
    /// The cookie store, in memory.
    public let cookieStore = MemoryCookieStore()
    public var cookies: any CookieStore { cookieStore }
    /// The main frame's page, after the first load.
    public private(set) var page: FakePage?
    public private(set) var url: URL?
    /// The main document's title, as a test sets it with ``setTitle(_:)``.
    public private(set) var title: String?
    /// The main frame's history, oldest first, and the index of the current entry.
    public private(set) var history: [URL] = []
    private var historyIndex = -1
    public private(set) var estimatedProgress = 0.0
    /// Whether the page shows anything: ``snapshot()`` is one plain colour when `false`.
    public var paintsContent = true
    public var navigationDecider: (@MainActor (NavigationAction) -> NavigationDecision)?
    public var newWindowHandler: (@MainActor (NavigationAction) -> Void)?
    public var dialogPresenter: (@MainActor (ScriptDialog) async -> ScriptDialog.Answer)?
    public var userAgentSuffix: String?

    public let messageChannel: MessageChannel

    /// Makes an engine with nothing loaded, whose pages post through `messageChannel`.
    public init(messageChannel: MessageChannel = .courier) {
        self.messageChannel = messageChannel
    }

    public func addUserScript(_ script: UserScript) {
        userScripts.append(script)
    }

    /// The names of the message handlers added so far in `world`: what a page's `webkit.messageHandlers` holds there.
    func messageHandlerNames(in world: ScriptWorld) -> [String] {
        messageHandlers.filter { $0.value.world == world }.keys.sorted()
    }

    public func addMessageHandler(named name: String, in world: ScriptWorld,
                                  _ receive: @escaping @MainActor (ScriptMessage) async -> String)
    {
        messageHandlers[name] = (world, receive)
    }

    public func registerScheme(_ scheme: String, readingBodies gate: SchemeBodyGate?,
                               _ handler: @escaping SchemeHandler)
    {
        schemes[scheme] = (gate, handler)
    }

    public func observeNavigation(_ observer: @escaping @MainActor (NavigationEvent) -> Void) {
        navigationObservers.append(observer)
    }

    public func load(_ url: URL) {
        open(url, kind: .other, isUserGesture: false, from: nil)
    }

    public func reload() {
        if let url { navigate(to: url, recordingHistory: false) }
    }

    public var canGoBack: Bool { historyIndex > 0 }
    public var canGoForward: Bool { historyIndex < history.count - 1 }

    public func goBack() {
        guard canGoBack else { return }
        historyIndex -= 1
        navigate(to: history[historyIndex], recordingHistory: false)
    }

    public func goForward() {
        guard canGoForward else { return }
        historyIndex += 1
        navigate(to: history[historyIndex], recordingHistory: false)
    }

    /// One white pixel when the page paints nothing, a white and a black one otherwise.
    public func snapshot() async throws -> PageSnapshot {
        let black: [UInt8] = paintsContent ? [0, 0, 0, 255] : [255, 255, 255, 255]
        return PageSnapshot(width: 2, height: 1, rgba: [255, 255, 255, 255] + black)
    }

    /// Plays the user activating a link to `url` in `frame` (the main document unless given), loading in the main
    /// document (`target=_top`), or in a new window when `newWindow` is set: the navigation goes through
    /// ``navigationDecider`` or ``newWindowHandler`` as on a real engine that names the asking frame, as WKWebView
    /// does.
    public func activateLink(to url: URL, newWindow: Bool = false, in frame: FakePage? = nil) {
        let source = (frame ?? page).map { FrameIdentity(origin: $0.origin, isMainFrame: $0.isMainFrame) }
        if newWindow {
            newWindowHandler?(NavigationAction(url: url, kind: .linkActivated, isMainFrame: nil, isUserGesture: true,
                                               sourceFrame: source))
        } else {
            open(url, kind: .linkActivated, isUserGesture: true, from: source)
        }
    }

    /// Plays the page opening `dialog`; returns the answer, or `nil` when no ``dialogPresenter`` is set.
    public func openDialog(_ dialog: ScriptDialog) async -> ScriptDialog.Answer? {
        await dialogPresenter?(dialog)
    }

    /// Plays the document changing its title.
    public func setTitle(_ title: String?) {
        self.title = title
        report(.titleChanged(title))
    }

    private func open(_ url: URL, kind: NavigationAction.Kind, isUserGesture: Bool, from source: FrameIdentity?) {
        let action = NavigationAction(url: url, kind: kind, isMainFrame: true, isUserGesture: isUserGesture,
                                      sourceFrame: source)
        guard navigationDecider?(action) ?? .allow == .allow else { return }
        navigate(to: url)
    }

    public func loadHTML(_ html: String, baseURL: URL?) {
        navigate(to: baseURL ?? URL(string: "about:blank")!)
    }

    /// The fake engine runs no script of the app's: its pages run the page runtime and its courier only. This always
    /// throws.
    public func evaluate(_ functionBody: String, in world: ScriptWorld) async throws -> JSONValue {
        throw FakeEngineError.noJavaScript
    }

    /// Replaces the main document with a new ``FakePage`` whose origin is `url`'s, and returns it once it is
    /// ready.
    ///
    /// It asks no ``navigationDecider``: it plays a navigation the engine already decided to make.
    @discardableResult
    public func navigate(to url: URL, recordingHistory: Bool = true) -> FakePage {
        report(.started(url))
        estimatedProgress = 0.1
        report(.progressChanged(estimatedProgress))
        self.url = url
        if recordingHistory {
            history = Array(history.prefix(historyIndex + 1)) + [url]
            historyIndex = history.count - 1
        }
        page?.unload()
        title = nil
        report(.committed(url))
        let page = FakePage(engine: self, origin: url.webOrigin, isMainFrame: true)
        self.page = page
        page.start()
        estimatedProgress = 1
        report(.progressChanged(estimatedProgress))
        report(.finished(url))
        return page
    }

    /// Adds a subframe document of `origin` to the current page.
    public func addFrame(origin: String) -> FakePage {
        let frame = FakePage(engine: self, origin: origin, isMainFrame: false)
        frame.start()
        return frame
    }

    /// Whether ``close()`` has stopped the engine.
    public private(set) var isClosed = false

    /// Stops the engine: its message handlers, schemes and observers are dropped, as a real engine's are.
    public func close() {
        isClosed = true
        messageHandlers.removeAll()
        schemes.removeAll()
        navigationObservers.removeAll()
    }

    /// Simulates the web process ending: the page is gone and the bridge is told.
    public func terminateWebProcess() {
        page?.unload()
        page = nil
        report(.webProcessTerminated("terminated by the application"))
    }

    /// Posts `value` to the message handler `name`, as a courier would; tests use it to post envelopes no real
    /// courier writes, and to play an engine that reports the posting `frame`.
    public func post(_ value: JSONValue, to name: String, frame: FrameIdentity? = nil) async -> String? {
        await messageHandler(named: name)?(ScriptMessage(body: value, frame: frame))
    }

    /// What the message handler `name` does with a message, or `nil` when there is none: a page posts through it
    /// without holding the engine while the answer is awaited.
    func messageHandler(named name: String) -> (@MainActor (ScriptMessage) async -> String)? {
        messageHandlers[name]?.receive
    }

    /// Sends a request to a registered custom scheme as a real engine does: its body reaches the handler only
    /// when the scheme's ``SchemeBodyGate`` admits the request, and a body over the gate's limit is refused.
    public func request(_ request: SchemeRequest) async -> SchemeResponse {
        guard let scheme = request.url.scheme, let (gate, handler) = schemes[scheme] else {
            return .text(404, "No handler for this scheme")
        }
        var request = request
        if let gate, gate.admits(request.headers) {
            if let body = request.body, body.count > gate.maxBytes { return gate.tooLargeResponse }
            request.body = request.body ?? Data()
        } else {
            request.body = nil
        }
        return await handler(request)
    }

    /// Sends `request` as the bridge's courier in frame `frameID` sends an upload: with the secret of the scheme's
    /// ``SchemeBodyGate`` and the frame's token.
    public func requestAsCourier(_ request: SchemeRequest, frameID: String) async -> SchemeResponse {
        var request = request
        if let scheme = request.url.scheme, let gate = schemes[scheme]?.gate { request.headers[gate.header] = gate.value }
        request.headers[Bridge.uploadFrameHeader] = frameID
        return await self.request(request)
    }

    private func report(_ event: NavigationEvent) {
        for observer in navigationObservers { observer(event) }
    }
}

/// What the fake engine cannot do.
public enum FakeEngineError: Error, Equatable {
    /// It runs no script of the app's (``FakeEngine/evaluate(_:in:)``).
    case noJavaScript
}
