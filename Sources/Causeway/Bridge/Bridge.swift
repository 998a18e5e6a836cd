import Foundation
public import Logging

/// The native end of the bridge for one web view: it serves the page's calls, calls the page, and carries events
/// and streams both ways.
///
/// ```swift
/// let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
/// bridge.handle("math.add") { (args: AddArgs) in args.a + args.b }
/// let answer = try await bridge.call("page.confirm", ["text": "Leave?"], as: Bool.self, timeout: .seconds(30))
/// ```
///
/// Every page message is answered exactly once. When the main frame commits a new document (or the web process
/// ends) the ``epoch`` goes up: calls in flight settle with ``BridgeError/Code/navigated``, handler tasks of the
/// old document are cancelled, and ``pendingCount`` returns to zero.
@MainActor
public final class Bridge {
    /// The name of the script world the courier runs in, and of the bridge's message handler: registered in that
    /// world, or in the page's own where the engine names every message's frame (``MessageChannel``).
    public nonisolated static let worldName = "causeway"
    /// The custom scheme that carries binary values.
    public nonisolated static let blobScheme = "causeway-blob"
    /// The header in which the courier names the frame an upload comes from.
    public nonisolated static let uploadFrameHeader = "x-causeway-frame"

    /// The limits announced to pages and enforced here.
    public nonisolated let limits: BridgeLimits
    /// What one page may make the app hold at once.
    public nonisolated let budget: PageBudget
    /// Who may call what. Calls and events it does not permit are refused with ``BridgeError/Code/denied`` and
    /// logged; with no rules, nothing is permitted.
    public var policy: CapabilityPolicy
    /// Binary values waiting to cross.
    public nonisolated let blobs: BlobStore
    /// What admits an upload's body: a secret only this bridge's courier knows and sends, fresh for each bridge.
    /// The courier reads every page value into plain bytes before it uploads them; no other request to the blob
    /// scheme has its body read (see ``SchemeBodyGate``).
    public nonisolated let uploadGate: SchemeBodyGate
    /// How the page's messages reach the bridge, as the engine said when the bridge attached.
    public nonisolated let messageChannel: MessageChannel
    let codec: WireCodec
    let logger: Logger
    /// The lines refused calls may add to the log.
    var refusalLogBudget = LogBudget()

    /// The engine, for adding plugins' scripts; the app owns it.
    private(set) weak var engine: (any WebEngine)?
    /// Whether a page is told the full description of an error a handler throws, rather than a generic message
    /// and an error id (the description then goes to the native log only); the same holds for a stream, a native
    /// page's maker and a component's factory or method. Turn it on while developing; errors can carry file paths,
    /// SQL and internal state. Off by default.
    public var revealsErrorDescriptions = false
    /// Whether ``close()`` has ended the bridge.
    public private(set) var isClosed = false
    /// The native methods and the plugins that registered them.
    let handlers = HandlerTable()
    /// The frames of the current document, the epoch and the startup queue.
    let frames: FrameTable
    /// The native calls to the page awaiting its reply.
    let ledger: CallLedger
    /// The native listeners to the page's events.
    let eventHub = EventHub()
    /// What tells the ``observer`` about each message.
    let tracer: BridgeTracer

    /// Attaches a bridge to a fresh engine: injects the runtime and the courier, registers the message handler
    /// (in the world the engine's ``WebEngine/messageChannel`` says) and the blob scheme, and follows the engine's
    /// navigation.
    public init(engine: some WebEngine, policy: CapabilityPolicy = CapabilityPolicy(),
                limits: BridgeLimits = BridgeLimits(), budget: PageBudget = PageBudget(),
                logger: Logger = Logger(label: "causeway.bridge"))
    {
        self.policy = policy
        self.limits = limits
        self.budget = budget
        self.engine = engine
        self.logger = logger
        messageChannel = engine.messageChannel
        let tracer = BridgeTracer()
        self.tracer = tracer
        frames = FrameTable(maxChannels: limits.maxFrameChannels, waitingEvents: budget.waitingEvents, tracer: tracer,
                            logger: logger)
        ledger = CallLedger(frames: frames, logger: logger)
        let blobs = BlobStore(maxBytesPerFrame: limits.maxWaitingBlobBytesPerFrame,
                              maxUploadedBytes: limits.maxWaitingBlobBytes, maxUploadsPerFrame: budget.waitingBlobs,
                              maxDownloadBytes: budget.waitingDownloadBytes)
        self.blobs = blobs
        uploadGate = BlobEndpoint.uploadGate(maxBytes: limits.maxBlobBytes)
        codec = WireCodec(blobs: blobs, limits: limits)
        engine.addUserScript(UserScript(source: RuntimeScripts.courier(uploadKey: uploadGate.value),
                                        injectionTime: .documentStart, frames: .all, world: .named(Self.worldName)))
        engine.addUserScript(UserScript(source: RuntimeScripts.page(for: messageChannel), injectionTime: .documentStart,
                                        frames: .all, world: .page))
        engine.addMessageHandler(named: Self.worldName, in: messageChannel.handlerWorld) { [weak self] message in
            await self?.receive(message) ?? ""
        }
        engine.registerScheme(Self.blobScheme, readingBodies: uploadGate, BlobEndpoint(store: blobs).respond)
        engine.observeNavigation { [weak self] event in
            self?.navigationChanged(event)
        }
    }

    /// The current document's number.
    public var epoch: Int { frames.epoch }

    /// Calls and streams in flight in either direction, plus native calls waiting for a ready page.
    public var pendingCount: Int { ledger.count + frames.servingCount }

    /// Whether the main frame's current document has said `ready`.
    public var isPageReady: Bool { frames.isMainFrameReady }

    /// How many frames' documents the bridge has a channel for (the main frame's included).
    public var frameCount: Int { frames.count }

    /// Calls `observer` each time page script in the main frame calls `causeway.ready()` itself, declaring that
    /// the page started (the runtime's own `ready` at `DOMContentLoaded` does not count).
    public func onPageDeclaredReady(_ observer: @escaping @MainActor () -> Void) {
        frames.onDeclaredReady(observer)
    }

    /// Calls `observer` each time a main document becomes ready (the runtime's own `ready` counts).
    func onMainDocumentReady(_ observer: @escaping @MainActor () -> Void) {
        frames.onMainDocumentReady(observer)
    }

    /// Returns once the main frame's current document has said `ready` (at once if it already has), or once the
    /// bridge is closed.
    public func waitUntilPageReady() async {
        await frames.waitUntilMainFrameReady()
    }

    // MARK: Documents

    private func navigationChanged(_ event: NavigationEvent) {
        switch event {
        case .committed(let url):
            beginNewDocument(reason: "the main frame committed a new document")
            pluginsDocumentChanged(url: url)
        case .webProcessTerminated(let reason):
            beginNewDocument(reason: "the web process ended: \(reason)")
            pluginsDocumentChanged(url: nil)
        default:
            break
        }
    }

    /// Ends the bridge for good, as its container goes away: the current document ends as on a navigation (calls
    /// the page was working on settle with ``BridgeError/Code/navigated``, handler tasks are cancelled, the
    /// frames' parked pulls are answered), native calls still waiting for a ready page fail with
    /// ``BridgeError/Code/cancelled``, event streams finish, ``waitUntilPageReady()`` returns, and every plugin is
    /// uninstalled and told it is detached. Posts that arrive afterwards are answered as stale.
    ///
    /// Nothing else frees a closed page: a frame's parked pull keeps the engine's message handler, and so the
    /// bridge and its plugins, alive until it is answered. ``Container/tearDown()`` calls it.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        beginNewDocument(reason: "the bridge was closed")
        frames.close()
        ledger.failAll(BridgeError(.cancelled, "The bridge was closed"))
        eventHub.close()
        for namespace in handlers.plugins.keys { uninstall(namespace: namespace) }
        handlers.removeAll()
    }

    /// Starts a new epoch: everything that belonged to the old document settles or stops.
    func beginNewDocument(reason: String) {
        frames.beginNewDocument(reason: reason)
        ledger.failDelivered(BridgeError(.navigated, "The document changed while the call was in flight"))
        tracer.forgetCalls()
    }
}
