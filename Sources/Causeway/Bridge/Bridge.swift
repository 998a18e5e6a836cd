import Foundation
public import Logging

/// The native end of the bridge for one web view: it serves the page's calls, calls the page, and carries events
/// and streams both ways.
///
/// ```swift
/// let bridge = Bridge(engine: engine)
/// bridge.handle("math.add") { (args: AddArgs) in args.a + args.b }
/// let answer = try await bridge.call("page.confirm", ["text": "Leave?"], as: Bool.self, timeout: .seconds(30))
/// ```
///
/// Every page message is answered exactly once. When the main frame commits a new document (or the web process
/// ends) the ``epoch`` goes up: calls in flight settle with ``BridgeError/Code/navigated``, handler tasks of the
/// old document are cancelled, and ``pendingCount`` returns to zero.
@MainActor
public final class Bridge {
    /// The name of the script world the courier runs in and of the message handler registered there.
    public nonisolated static let worldName = "causeway"
    /// The custom scheme that carries binary values.
    public nonisolated static let blobScheme = "causeway-blob"

    /// The limits announced to pages and enforced here.
    public nonisolated let limits: BridgeLimits
    /// Binary values waiting to cross.
    public nonisolated let blobs: BlobStore
    let codec: WireCodec
    let logger: Logger

    var handlers: [String: HandlerEntry] = [:]
    /// The current document's number.
    public private(set) var epoch = 1
    private var channels: [String: FrameChannel] = [:]
    private var mainFrame: FrameChannel?
    /// Messages for the main frame made while no main document was ready.
    private var startupQueue: [OutgoingMessage] = []
    private var running: [RunningKey: RunningCall] = [:]
    var pendingCalls: [String: PendingCall] = [:]
    private var callCounter = 0
    var eventListeners: [Int: AsyncStream<PageEvent>.Continuation] = [:]
    var listenerCounter = 0
    private var flushScheduled = false
    private var readyWaiters: [CheckedContinuation<Void, Never>] = []

    /// Attaches a bridge to a fresh engine: injects the runtime and the courier, registers the message handler
    /// and the blob scheme, and follows the engine's navigation.
    public init(engine: some WebEngine, limits: BridgeLimits = BridgeLimits(),
                logger: Logger = Logger(label: "causeway.bridge"))
    {
        self.limits = limits
        self.logger = logger
        let blobs = BlobStore()
        self.blobs = blobs
        codec = WireCodec(blobs: blobs, limits: limits)
        engine.addUserScript(UserScript(source: RuntimeScripts.courier, injectionTime: .documentStart,
                                        frames: .all, world: .named(Self.worldName)))
        engine.addUserScript(UserScript(source: RuntimeScripts.page, injectionTime: .documentStart,
                                        frames: .all, world: .page))
        engine.addMessageHandler(named: Self.worldName, in: .named(Self.worldName)) { [weak self] value in
            await self?.receive(value) ?? ""
        }
        engine.registerScheme(Self.blobScheme, BlobEndpoint(store: blobs, limits: limits).respond)
        engine.observeNavigation { [weak self] event in
            self?.navigationChanged(event)
        }
    }

    /// Calls and streams in flight in either direction, plus native calls waiting for a ready page.
    public var pendingCount: Int { pendingCalls.count + running.count }

    /// Whether the main frame's current document has said `ready`.
    public var isPageReady: Bool { mainFrame?.isReady ?? false }

    /// Returns once the main frame's current document has said `ready` (at once if it already has).
    public func waitUntilPageReady() async {
        guard !isPageReady else { return }
        await withCheckedContinuation { readyWaiters.append($0) }
    }

    // MARK: Receiving

    /// Answers one post from the courier. Every path returns: an empty string or the JSON text of a wire message.
    func receive(_ value: JSONValue) async -> String {
        guard let envelope = Envelope(value) else {
            logger.warning("Dropped a post that is not a courier envelope")
            return OutgoingMessage.error(BridgeError(.protocolError, "Not a courier envelope")).text(epoch: epoch)
        }
        let message: IncomingMessage
        do {
            message = try IncomingMessage(text: envelope.body, limits: limits)
        } catch {
            logger.warning("Unreadable message", metadata: ["origin": "\(envelope.sender.origin)", "error": "\(error)"])
            return OutgoingMessage.error(error).text(epoch: epoch)
        }
        let header = message.header
        if header.kind == .hello {
            return hello(from: envelope.sender)
        }
        guard header.epoch == epoch, let channel = channels[envelope.sender.frameID] else {
            return staleAnswer(to: message)
        }
        switch header.kind {
        case .ready:
            ready(channel)
            return ""
        case .pull:
            return await channel.pull(epoch: epoch)
        case .call:
            return await serveCall(message, from: channel)
        case .reply:
            settleCall(with: message, from: channel)
            return ""
        case .event:
            deliverEvent(message, from: channel)
            return ""
        case .cancel:
            if let id = header.id { cancelByPeer(RunningKey(frameID: channel.sender.frameID, id: id), in: channel) }
            return ""
        case .hello, .next, .end, .batch, .error:
            let error = BridgeError(.protocolError, "A page does not send \(header.kind.rawValue) messages")
            return OutgoingMessage.error(error).text(epoch: epoch)
        }
    }

    private func staleAnswer(to message: IncomingMessage) -> String {
        let header = message.header
        guard header.kind == .call, let id = header.id else { return "" }
        let error = header.epoch == epoch
            ? BridgeError(.protocolError, "The frame has not said hello")
            : BridgeError(.navigated, "The document changed while the call was in flight")
        let answer: OutgoingMessage = header.stream == true ? .end(id: id, error: error) : .reply(id: id, error: error)
        return answer.text(epoch: header.epoch)
    }

    private func hello(from sender: Sender) -> String {
        if sender.isMainFrame {
            if let current = mainFrame, current.sender.frameID != sender.frameID {
                beginNewDocument(reason: "a new main document started before its commit was reported")
            }
            if mainFrame == nil {
                let channel = FrameChannel(sender: sender)
                channels[sender.frameID] = channel
                mainFrame = channel
            }
        } else if channels[sender.frameID] == nil {
            channels[sender.frameID] = FrameChannel(sender: sender)
        }
        return OutgoingMessage.hello(limits: limits).text(epoch: epoch)
    }

    private func ready(_ channel: FrameChannel) {
        guard !channel.isReady else { return }
        channel.isReady = true
        if channel === mainFrame {
            for message in startupQueue {
                if message.kind == .call, let id = message.id { pendingCalls[id]?.frameID = channel.sender.frameID }
            }
            channel.enqueue(contentsOf: startupQueue)
            startupQueue.removeAll()
            scheduleFlush()
            let waiters = readyWaiters
            readyWaiters.removeAll()
            waiters.forEach { $0.resume() }
        }
    }

    // MARK: Serving page calls

    private func serveCall(_ message: IncomingMessage, from channel: FrameChannel) async -> String {
        let header = message.header
        let epoch = self.epoch
        let id: String
        do {
            id = try message.requireID()
        } catch {
            return OutgoingMessage.error(error).text(epoch: epoch)
        }
        let isStream = header.stream == true
        func answer(_ error: BridgeError) -> String {
            (isStream ? OutgoingMessage.end(id: id, error: error) : .reply(id: id, error: error)).text(epoch: epoch)
        }
        guard let method = header.method, !method.isEmpty else {
            return answer(BridgeError(.protocolError, "A call needs a method"))
        }
        guard let entry = handlers[method] else {
            logger.debug("Unknown method", metadata: ["method": "\(method)", "origin": "\(channel.sender.origin)"])
            return answer(BridgeError(.unknownMethod, "No handler for \(method)"))
        }
        let key = RunningKey(frameID: channel.sender.frameID, id: id)
        guard running[key] == nil else {
            return answer(BridgeError(.protocolError, "Call id \(id) is already in flight"))
        }
        let context = CallContext(method: method, sender: channel.sender, epoch: epoch)
        let codec = self.codec
        switch entry.body {
        case .call(let body):
            let task = Task<OutgoingMessage, Never> {
                do {
                    return .reply(id: id, result: try await body(message, codec, context))
                } catch {
                    return .reply(id: id, error: BridgeError(converting: error))
                }
            }
            let call = RunningCall(isStream: false, cancel: { task.cancel() })
            running[key] = call
            let reply = await task.value
            if running[key] === call { running[key] = nil }
            return call.wasCancelledByPeer ? "" : reply.text(epoch: epoch)
        case .stream(let body):
            let sink = StreamSink(id: id, channel: channel, bridge: self)
            let task = Task {
                do {
                    try await body(message, codec, context, sink)
                    sink.finish(nil)
                } catch {
                    sink.finish(BridgeError(converting: error))
                }
            }
            running[key] = RunningCall(isStream: true, cancel: { task.cancel() })
            return ""
        }
    }

    private func cancelByPeer(_ key: RunningKey, in channel: FrameChannel) {
        guard let call = running[key] else { return }
        call.cancelByPeer()
        if call.isStream {
            running[key] = nil
            channel.forgetStream(key.id)
        }
    }

    /// Records that stream `id` of `frameID` ended by itself; returns false when it was cancelled or is gone.
    func streamFinished(frameID: String, id: String) -> Bool {
        let key = RunningKey(frameID: frameID, id: id)
        guard let call = running[key], !call.wasCancelledByPeer else { return false }
        running[key] = nil
        return true
    }

    // MARK: Sending to the page

    /// Queues a message for the main frame: into its outbox when it is ready, else into the startup queue.
    func sendToMainFrame(_ message: OutgoingMessage) {
        guard let main = mainFrame, main.isReady else {
            startupQueue.append(message)
            return
        }
        if message.kind == .call, let id = message.id { pendingCalls[id]?.frameID = main.sender.frameID }
        main.enqueue(message)
        scheduleFlush()
    }

    /// Delivers queued messages at the end of this turn, so everything sent in one turn leaves in one batch.
    func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        Task {
            self.flushScheduled = false
            for channel in self.channels.values {
                channel.flush(epoch: self.epoch)
            }
        }
    }

    func nextCallID() -> String {
        callCounter += 1
        return "n\(callCounter)"
    }

    /// Settles native call `id` with `error`; when `notifyPage`, tells the page to stop working on it.
    func failCall(_ id: String, _ error: BridgeError, notifyPage: Bool) {
        guard let pending = pendingCalls.removeValue(forKey: id) else { return }
        pending.fail(error)
        guard notifyPage else { return }
        if let frameID = pending.frameID, let channel = channels[frameID] {
            if !channel.withdraw(.call, id: id) {
                channel.enqueue(.cancel(id: id))
                scheduleFlush()
            }
        } else {
            startupQueue.removeAll { $0.kind == .call && $0.id == id }
        }
    }

    private func settleCall(with message: IncomingMessage, from channel: FrameChannel) {
        guard let id = message.header.id, let pending = pendingCalls[id] else { return }
        guard pending.frameID == channel.sender.frameID else {
            logger.warning("A frame answered a call it was not sent", metadata: [
                "origin": "\(channel.sender.origin)", "mainFrame": "\(channel.sender.isMainFrame)", "id": "\(id)",
            ])
            return
        }
        pendingCalls[id] = nil
        if message.header.ok == true {
            pending.succeed(message)
        } else {
            pending.fail(message.header.error ?? BridgeError(.protocolError, "A failed reply without an error"))
        }
    }

    // MARK: Documents

    private func navigationChanged(_ event: NavigationEvent) {
        switch event {
        case .committed:
            beginNewDocument(reason: "the main frame committed a new document")
        case .webProcessTerminated(let reason):
            beginNewDocument(reason: "the web process ended: \(reason)")
        default:
            break
        }
    }

    /// Starts a new epoch: everything that belonged to the old document settles or stops.
    private func beginNewDocument(reason: String) {
        epoch += 1
        logger.debug("New document", metadata: ["epoch": "\(epoch)", "reason": "\(reason)"])
        for channel in channels.values { channel.close(epoch: epoch) }
        channels.removeAll()
        mainFrame = nil
        let stopped = running
        running.removeAll()
        for call in stopped.values { call.cancel() }
        let navigated = BridgeError(.navigated, "The document changed while the call was in flight")
        for (id, pending) in pendingCalls where pending.frameID != nil {
            pendingCalls[id] = nil
            pending.fail(navigated)
        }
    }
}

/// A page call or stream being served, keyed by the frame that made it.
struct RunningKey: Hashable {
    let frameID: String
    let id: String
}

/// A handler task in flight, and whether the page cancelled it.
@MainActor
final class RunningCall {
    let isStream: Bool
    private let cancelTask: @Sendable () -> Void
    private(set) var wasCancelledByPeer = false

    init(isStream: Bool, cancel: @escaping @Sendable () -> Void) {
        self.isStream = isStream
        cancelTask = cancel
    }

    func cancel() { cancelTask() }

    func cancelByPeer() {
        wasCancelledByPeer = true
        cancelTask()
    }
}
