import Logging

/// The native calls to the page awaiting its reply: each call's continuation, the frame it went to and its timeout.
///
/// Calls go to the main frame through the frame table, waiting in its startup queue until the page is ready. Every
/// call settles once: with the page's reply, or failed by its timeout, by the calling task's cancellation, by a new
/// document or by the bridge closing.
@MainActor
final class CallLedger {
    private var calls: [String: PendingCall] = [:]
    private var counter = 0
    private let frames: FrameTable
    private let logger: Logger

    init(frames: FrameTable, logger: Logger) {
        self.frames = frames
        self.logger = logger
    }

    /// How many calls await a reply.
    var count: Int { calls.count }

    /// Sends the call of the page handler `method` to the main frame and returns the page's reply. It fails with
    /// ``BridgeError/Code/timeout`` when `timeout` passes and ``BridgeError/Code/cancelled`` when the calling task
    /// is cancelled; in both cases the page is told to stop.
    func call(_ method: String, args: EncodedValue, timeout: Duration?) async throws(BridgeError) -> IncomingMessage {
        counter += 1
        let id = "n\(counter)"
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    let timer = timeout.map { timeout in
                        Task { [weak self] in
                            guard (try? await Task.sleep(for: timeout)) != nil else { return }
                            self?.abandon(id, BridgeError(.timeout, "\(method) did not answer within \(timeout)"))
                        }
                    }
                    calls[id] = PendingCall(continuation: continuation, timeout: timer)
                    frames.sendToMainFrame(.call(id: id, method: method, args: args)) { [weak self] frameID in
                        self?.calls[id]?.frameID = frameID
                    }
                }
            } onCancel: {
                Task { @MainActor [weak self] in
                    self?.abandon(id, BridgeError(.cancelled, "The calling task was cancelled"))
                }
            }
        } catch {
            throw BridgeError(converting: error)
        }
    }

    /// Settles the call `reply` answers, when the frame of `sender` is the one the call went to.
    func settle(with reply: IncomingMessage, from sender: Sender) {
        guard let id = reply.header.id, let pending = calls[id] else { return }
        guard pending.frameID == sender.frameID else {
            logger.warning("A frame answered a call it was not sent", metadata: [
                "origin": "\(sender.origin)", "mainFrame": "\(sender.isMainFrame)", "id": "\(id)",
            ])
            return
        }
        calls[id] = nil
        if reply.header.ok == true {
            pending.settle(.success(reply))
        } else {
            pending.settle(.failure(reply.header.error ?? BridgeError(.protocolError, "A failed reply without an error")))
        }
    }

    /// Fails with `error` every call that went into a frame's channel, as its document ends; calls still in the
    /// startup queue wait for the next document.
    func failDelivered(_ error: BridgeError) {
        for (id, pending) in calls where pending.frameID != nil {
            calls[id] = nil
            pending.settle(.failure(error))
        }
    }

    /// Fails every call with `error`, as the bridge closes.
    func failAll(_ error: BridgeError) {
        let failed = calls
        calls.removeAll()
        for pending in failed.values { pending.settle(.failure(error)) }
    }

    /// Fails call `id` with `error` and takes it back from the page.
    private func abandon(_ id: String, _ error: BridgeError) {
        guard let pending = calls.removeValue(forKey: id) else { return }
        pending.settle(.failure(error))
        frames.withdrawCall(id, from: pending.frameID, because: error.code)
    }
}

/// A native call to the page waiting for its reply.
private struct PendingCall {
    let continuation: CheckedContinuation<IncomingMessage, any Error>
    /// The task that fails the call when its timeout passes.
    let timeout: Task<Void, Never>?
    /// The frame token of the channel the call went into; `nil` while it waits in the startup queue.
    var frameID: String?

    /// Resumes the caller; a ledger settles each call once, as it removes it.
    func settle(_ result: Result<IncomingMessage, BridgeError>) {
        timeout?.cancel()
        continuation.resume(with: result.mapError { $0 as any Error })
    }
}
