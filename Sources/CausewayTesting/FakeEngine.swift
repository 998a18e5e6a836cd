public import Causeway
public import Foundation

/// An in-memory ``WebEngine`` for unit tests of the core: no web process, no window, no JavaScript.
///
/// Loading a URL makes a new ``FakePage`` (a Swift stand-in for the page runtime) that greets the bridge,
/// says `ready` and pulls, exactly as `causeway.js` does.
@MainActor
public final class FakeEngine: WebEngine {
    /// The user scripts added so far.
    public private(set) var userScripts: [UserScript] = []
    private var messageHandlers: [String: (world: ScriptWorld, receive: @MainActor (ScriptMessage) async -> String)] = [:]
    private var schemes: [String: SchemeHandler] = [:]
    private var navigationObservers: [@MainActor (NavigationEvent) -> Void] = []
    /// The cookie store, in memory.
    public let cookieStore = MemoryCookieStore()
    public var cookies: any CookieStore { cookieStore }
    /// The main frame's page, after the first load.
    public private(set) var page: FakePage?
    public private(set) var url: URL?
    /// Always `nil`: fake documents have no title.
    public let title: String? = nil

    /// Makes an engine with nothing loaded.
    public init() {}

    public func addUserScript(_ script: UserScript) {
        userScripts.append(script)
    }

    public func addMessageHandler(named name: String, in world: ScriptWorld,
                                  _ receive: @escaping @MainActor (ScriptMessage) async -> String)
    {
        messageHandlers[name] = (world, receive)
    }

    public func registerScheme(_ scheme: String, _ handler: @escaping SchemeHandler) {
        schemes[scheme] = handler
    }

    public func observeNavigation(_ observer: @escaping @MainActor (NavigationEvent) -> Void) {
        navigationObservers.append(observer)
    }

    public func load(_ url: URL) {
        navigate(to: url)
    }

    public func reload() {
        if let url { navigate(to: url) }
    }

    public func loadHTML(_ html: String, baseURL: URL?) {
        navigate(to: baseURL ?? URL(string: "about:blank")!)
    }

    /// The fake engine runs no JavaScript; this always throws.
    public func evaluate(_ functionBody: String, in world: ScriptWorld) async throws -> JSONValue {
        throw FakeEngineError.noJavaScript
    }

    /// Replaces the main document with a new ``FakePage`` whose origin is `url`'s, and returns it once it is
    /// ready.
    @discardableResult
    public func navigate(to url: URL) -> FakePage {
        report(.started(url))
        self.url = url
        page?.unload()
        report(.committed(url))
        let page = FakePage(engine: self, origin: Self.origin(of: url), isMainFrame: true)
        self.page = page
        page.start()
        report(.finished(url))
        return page
    }

    /// Adds a subframe document of `origin` to the current page.
    public func addFrame(origin: String) -> FakePage {
        let frame = FakePage(engine: self, origin: origin, isMainFrame: false)
        frame.start()
        return frame
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
        guard let handler = messageHandlers[name] else { return nil }
        return await handler.receive(ScriptMessage(body: value, frame: frame))
    }

    /// Sends a request to a registered custom scheme.
    public func request(_ request: SchemeRequest) async -> SchemeResponse {
        guard let scheme = request.url.scheme, let handler = schemes[scheme] else {
            return .text(404, "No handler for this scheme")
        }
        return await handler(request)
    }

    private func report(_ event: NavigationEvent) {
        for observer in navigationObservers { observer(event) }
    }

    private static func origin(of url: URL) -> String {
        guard let scheme = url.scheme, let host = url.host else { return "null" }
        return url.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
    }
}

/// What the fake engine cannot do.
public enum FakeEngineError: Error, Equatable {
    /// It has no JavaScript engine.
    case noJavaScript
}
