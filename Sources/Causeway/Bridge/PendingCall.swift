/// A native call to the page waiting for its reply.
@MainActor
final class PendingCall {
    private var continuation: CheckedContinuation<IncomingMessage, any Error>?
    /// The frame the call was delivered to; `nil` while it waits in the startup queue.
    var frameID: String?
    /// The task that fails the call when its timeout passes.
    var timeout: Task<Void, Never>?

    init(_ continuation: CheckedContinuation<IncomingMessage, any Error>) {
        self.continuation = continuation
    }

    func succeed(_ reply: IncomingMessage) {
        timeout?.cancel()
        continuation?.resume(returning: reply)
        continuation = nil
    }

    func fail(_ error: BridgeError) {
        timeout?.cancel()
        continuation?.resume(throwing: error)
        continuation = nil
    }
}
