/// The page's calls and streams that one frame's channel is serving natively: each handler's task by call id, and
/// whether the page cancelled it.
@MainActor
final class RunningCalls {
    private var calls: [String: RunningCall] = [:]

    /// How many calls and streams are being served.
    var count: Int { calls.count }

    /// Whether call `id` is being served.
    func contains(_ id: String) -> Bool {
        calls[id] != nil
    }

    /// Serves call `id` with `work`, in a task that starts at once on the main actor, and hands `done` what `work`
    /// answers, or `nil` when the page cancelled the call (no reply follows a cancel). A call that answers without
    /// waiting is done before this returns.
    func serveCall(_ id: String, _ work: @escaping @MainActor () async -> OutgoingMessage,
                   then done: @escaping @MainActor (OutgoingMessage?) -> Void)
    {
        let call = RunningCall(isStream: false)
        calls[id] = call
        call.attach(Task.onMainActorNow { [weak self] in
            let outcome = await work()
            if self?.calls[id] === call { self?.calls[id] = nil }
            done(call.wasCancelledByPeer ? nil : outcome)
        })
    }

    /// Serves stream `id` with `work`, in a task that starts at once on the main actor; `work` ends the stream
    /// through ``streamFinished(_:)``.
    func serveStream(_ id: String, _ work: @escaping @MainActor () async -> Void) {
        let call = RunningCall(isStream: true)
        calls[id] = call
        call.attach(Task.onMainActorNow { await work() })
    }

    /// Records that stream `id` ended by itself; returns false when the page cancelled it or it is gone (then no
    /// `end` follows).
    func streamFinished(_ id: String) -> Bool {
        guard let call = calls[id], !call.wasCancelledByPeer else { return false }
        calls[id] = nil
        return true
    }

    /// Cancels call `id` because the page asked; a stream is forgotten at once, a call when its task ends. Returns
    /// whether it was a stream.
    func cancelByPeer(_ id: String) -> Bool {
        guard let call = calls[id] else { return false }
        call.cancelByPeer()
        guard call.isStream else { return false }
        calls[id] = nil
        return true
    }

    /// Cancels every task and forgets them all, as the frame's document ends.
    func cancelAll() {
        let stopped = calls
        calls.removeAll()
        for call in stopped.values { call.cancel() }
    }
}

/// A handler task in flight, and whether the page cancelled it.
@MainActor
private final class RunningCall {
    let isStream: Bool
    private var task: Task<Void, Never>?
    private(set) var wasCancelledByPeer = false

    init(isStream: Bool) {
        self.isStream = isStream
    }

    /// Takes the task serving the call; it may already have ended.
    func attach(_ task: Task<Void, Never>) {
        self.task = task
    }

    func cancel() { task?.cancel() }

    func cancelByPeer() {
        wasCancelledByPeer = true
        task?.cancel()
    }
}
