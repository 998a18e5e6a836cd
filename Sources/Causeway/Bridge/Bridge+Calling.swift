extension Bridge {
    /// Calls the page handler `method` (registered with `causeway.handle`) in the main frame and decodes its result.
    ///
    /// A call made before the page is ready waits for it. It fails with ``BridgeError/Code/timeout`` when
    /// `timeout` passes, ``BridgeError/Code/cancelled`` when the calling task is cancelled (in both cases the
    /// page handler's `AbortSignal` fires), ``BridgeError/Code/navigated`` when the document changes first, and
    /// ``BridgeError/Code/cancelled`` when the bridge is closed before the page is ready.
    public func call<Args: Encodable & Sendable, Result: Decodable & Sendable>(
        _ method: String, _ args: Args, as _: Result.Type = Result.self, timeout: Duration? = nil
    ) async throws(BridgeError) -> Result {
        let encoded = try codec.encode(args)
        guard !Task.isCancelled else { throw BridgeError(.cancelled, "The calling task was cancelled") }
        guard !isClosed else { throw BridgeError(.cancelled, "The bridge was closed") }
        let reply = try await ledger.call(method, args: encoded, timeout: timeout)
        return try codec.decode(Result.self, field: .result, of: reply)
    }

    /// Calls the page handler `method` with no arguments.
    public func call<Result: Decodable & Sendable>(
        _ method: String, as _: Result.Type = Result.self, timeout: Duration? = nil
    ) async throws(BridgeError) -> Result {
        try await call(method, Empty(), as: Result.self, timeout: timeout)
    }

    /// Sends the event `name` to the main frame's `causeway.on(name, …)` listeners.
    ///
    /// Events keep their order; events sent before the page is ready wait for it. Many events sent in one turn
    /// travel in one batch.
    public func emit<Payload: Encodable & Sendable>(_ name: String, _ data: Payload) throws(BridgeError) {
        frames.sendToMainFrame(.event(name: name, data: try codec.encode(data)))
    }

    /// Sends the event `name` to the main frame's listeners only if its document is one `recipient` accepts: for
    /// data meant for some origins only, such as the signed-in account.
    ///
    /// `recipient` is asked as the event goes to a document: at once when the page is ready, else when the next
    /// main document becomes ready, so a page of another origin that loaded meanwhile never receives it. An event
    /// a document refuses is dropped, not kept for a later one. Order with every other event and call is kept.
    public func emit<Payload: Encodable & Sendable>(_ name: String, _ data: Payload,
                                                    to recipient: @escaping @MainActor (Sender) -> Bool) throws(BridgeError)
    {
        frames.sendToMainFrame(.event(name: name, data: try codec.encode(data)), to: recipient)
    }

    /// Sends the event `name` with no data.
    public func emit(_ name: String) {
        frames.sendToMainFrame(.event(name: name, data: .null))
    }

    /// Every event the page emits from now on, in order; events the ``policy`` does not permit (by name, as if it
    /// were a method) are dropped and logged. The stream finishes when the bridge is closed.
    public func events() -> AsyncStream<PageEvent> {
        eventHub.subscribe()
    }

    /// The events named `name` that the page emits from now on, in order.
    public func events(named name: String) -> AsyncFilterSequence<AsyncStream<PageEvent>> {
        events().filter { $0.name == name }
    }

    /// Gives the event `message` of `channel`'s frame to the native listeners, when the ``policy`` permits it.
    func deliverEvent(_ message: IncomingMessage, from channel: FrameChannel) {
        guard let name = message.header.name, permits(channel.sender, name) else { return }
        eventHub.deliver(PageEvent(name: name, sender: channel.sender, message: message, codec: codec))
    }
}
