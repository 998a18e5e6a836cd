import Logging

/// The frames of the current document the bridge talks to: a channel for each frame that said `hello`, which of
/// them is the main frame, what waits for the main frame to be ready, and the document epoch.
@MainActor
final class FrameTable {
    /// The current document's number; it goes up with every new document.
    private(set) var epoch = 1
    private var channels: [String: FrameChannel] = [:]
    private var mainFrame: FrameChannel?
    /// Messages for the main frame made while no main document was ready.
    private var startupQueue: [QueuedMessage] = []
    private var startupEvents: WaitingEvents
    private let waitingEvents: Int
    private var readyWaiters: [CheckedContinuation<Void, Never>] = []
    private var declaredReadyObservers: [@MainActor () -> Void] = []
    private var readyObservers: [@MainActor () -> Void] = []
    private var isClosed = false
    private let maxChannels: Int
    private let tracer: BridgeTracer
    private let logger: Logger

    /// A table of at most `maxChannels` frames, each holding at most `waitingEvents` events it has not pulled (and
    /// the startup queue as many).
    init(maxChannels: Int, waitingEvents: Int, tracer: BridgeTracer, logger: Logger) {
        self.maxChannels = maxChannels
        self.waitingEvents = waitingEvents
        startupEvents = WaitingEvents(limit: waitingEvents)
        self.tracer = tracer
        self.logger = logger
    }

    /// How many frames' documents have a channel (the main frame's included).
    var count: Int { channels.count }

    /// Whether the main frame's current document has said `ready`.
    var isMainFrameReady: Bool { mainFrame?.isReady ?? false }

    /// How many page calls and streams the frames' channels are serving.
    var servingCount: Int { channels.values.reduce(0) { $0 + $1.servingCount } }

    /// Whether `channel`'s frame may start another call or stream within the page's budget of `limit` running at
    /// once (``PageBudget/runningCalls``): every frame's count, so that frames cannot multiply the budget, and
    /// subframes together may hold at most half, so that an iframe cannot take the main frame's share. Its cost is
    /// bounded by the table's size (``BridgeLimits/maxFrameChannels``).
    func admitsACall(from channel: FrameChannel, within limit: Int) -> Bool {
        let serving = servingCount
        guard serving < limit else { return false }
        guard channel !== mainFrame else { return true }
        return serving - (mainFrame?.servingCount ?? 0) < limit / 2
    }

    /// The channel of the frame `sender` names, if it said `hello` in this document.
    func channel(of sender: Sender) -> FrameChannel? {
        channels[sender.frameID]
    }

    // MARK: Documents and frames

    /// Starts a new epoch: every channel ends (see ``FrameChannel/close()``). Messages in the startup queue wait
    /// for the new main document.
    func beginNewDocument(reason: String) {
        epoch += 1
        logger.debug("New document", metadata: ["epoch": "\(epoch)", "reason": "\(reason)"])
        let ended = channels.values
        channels.removeAll()
        mainFrame = nil
        for channel in ended { channel.close() }
    }

    /// Whether `sender` is a main frame other than the current main document's: its `hello` means a new main
    /// document started, even if its commit was not reported yet.
    func isAnotherMainDocument(_ sender: Sender) -> Bool {
        guard sender.isMainFrame, let current = mainFrame else { return false }
        return current.sender.frameID != sender.frameID
    }

    /// Opens a channel for the frame that said `hello`, unless it has one. A subframe that would overfill the
    /// table (``BridgeLimits/maxFrameChannels``) first ends the channel of the subframe heard from least recently,
    /// so frames that come and go without a word cannot grow it.
    func open(for sender: Sender) {
        if sender.isMainFrame {
            guard mainFrame == nil else { return }
            if let previous = channels[sender.frameID] { end(previous, reason: "its token now names a main frame") }
            let channel = FrameChannel(sender: sender, epoch: epoch, waitingEvents: waitingEvents, tracer: tracer,
                                       logger: logger)
            channels[sender.frameID] = channel
            mainFrame = channel
        } else if channels[sender.frameID] == nil {
            makeRoomForAFrame()
            channels[sender.frameID] = FrameChannel(sender: sender, epoch: epoch, waitingEvents: waitingEvents, tracer: tracer,
                                       logger: logger)
        }
    }

    /// Ends the channel of the subframe `sender`, whose courier said its document went away. The main frame's
    /// channel ends only with its document.
    func endSubframe(_ sender: Sender) {
        guard let channel = channels[sender.frameID], channel.sender == sender, channel !== mainFrame else { return }
        end(channel, reason: "its document went away")
    }

    private func makeRoomForAFrame() {
        guard channels.count >= maxChannels,
              let quietest = channels.values.filter({ $0 !== mainFrame }).min(by: { $0.lastHeard < $1.lastHeard })
        else { return }
        logger.notice("Too many frames; ending the quietest", metadata: ["limit": "\(maxChannels)"])
        end(quietest, reason: "the table of frames is full")
    }

    /// Ends a frame's channel; its later messages are answered as from a frame that has not said hello.
    private func end(_ channel: FrameChannel, reason: String) {
        channels[channel.sender.frameID] = nil
        channel.close()
        logger.debug("Ended a frame's channel", metadata: [
            "origin": "\(channel.sender.origin)", "reason": "\(reason)",
        ])
    }

    // MARK: The main frame

    /// Records that `channel`'s frame said `ready` (`declared` when page script said it itself). The main frame's
    /// first `ready` releases the startup queue into its channel, tells the ready observers and wakes the waiters.
    func ready(_ channel: FrameChannel, declared: Bool) {
        if declared, channel === mainFrame {
            for observer in declaredReadyObservers { observer() }
        }
        guard channel.becomeReady(), channel === mainFrame else { return }
        let released = startupQueue.filter { $0.recipient?(channel.sender) ?? true }
        startupQueue.removeAll()
        startupEvents.taken()
        for queued in released { queued.delivered?(channel.sender.frameID) }
        channel.enqueue(contentsOf: released.map(\.message))
        for observer in readyObservers { observer() }
        let waiters = readyWaiters
        readyWaiters.removeAll()
        waiters.forEach { $0.resume() }
    }

    /// Queues `message` for the main frame: into its channel when it is ready, else into the startup queue; a
    /// closed table drops it. `delivered` is told the frame token of the channel it went into, now or once the
    /// main frame is ready. With `recipient`, the message goes only into the channel of a main document it accepts,
    /// asked as it goes in: a document it refuses never receives it, and it does not wait for another.
    func sendToMainFrame(_ message: OutgoingMessage, delivered: (@MainActor (String) -> Void)? = nil,
                         to recipient: (@MainActor (Sender) -> Bool)? = nil)
    {
        guard !isClosed else { return }
        guard let main = mainFrame, main.isReady else {
            startupEvents.append(QueuedMessage(message: message, recipient: recipient, delivered: delivered),
                                 to: &startupQueue) { $0.message.kind == .event }
            return
        }
        guard recipient?(main.sender) ?? true else { return }
        delivered?(main.sender.frameID)
        main.enqueue(message)
    }

    /// Takes back native call `id`, which ended natively with `reason`: from the channel of `frameID` it went into,
    /// or from the startup queue when it has gone into none.
    func withdrawCall(_ id: String, from frameID: String?, because reason: BridgeError.Code) {
        if let frameID {
            channels[frameID]?.withdrawCall(id, because: reason)
        } else {
            startupQueue.removeAll { $0.message.kind == .call && $0.message.id == id }
        }
    }

    /// Returns once the main frame's current document has said `ready` (at once if it already has), or once the
    /// table is closed.
    func waitUntilMainFrameReady() async {
        guard !isMainFrameReady, !isClosed else { return }
        await withCheckedContinuation { readyWaiters.append($0) }
    }

    /// Calls `observer` each time page script in the main frame declares itself ready.
    func onDeclaredReady(_ observer: @escaping @MainActor () -> Void) {
        declaredReadyObservers.append(observer)
    }

    /// Calls `observer` each time a main document becomes ready.
    func onMainDocumentReady(_ observer: @escaping @MainActor () -> Void) {
        readyObservers.append(observer)
    }

    /// Closes the table for good, after the last document ended: the startup queue is dropped, waiters return and
    /// observers are let go; later messages for the main frame are dropped.
    func close() {
        isClosed = true
        startupQueue.removeAll()
        let waiters = readyWaiters
        readyWaiters.removeAll()
        waiters.forEach { $0.resume() }
        declaredReadyObservers.removeAll()
        readyObservers.removeAll()
    }
}

/// A message waiting for the main frame to be ready, which main documents may receive it, and who to tell the frame
/// token of the channel it goes into.
private struct QueuedMessage {
    let message: OutgoingMessage
    let recipient: (@MainActor (Sender) -> Bool)?
    let delivered: (@MainActor (String) -> Void)?
}
