extension Bridge {
    /// Starts serving a page call; `reply` gets its answer once (empty when the page cancelled the call).
    func startCall(_ message: IncomingMessage, from channel: FrameChannel, reply: @escaping @MainActor (Answer) -> Void) {
        let header = message.header
        let id: String
        do {
            id = try message.requireID()
        } catch {
            return reply(Answer(.error(error), epoch: channel.epoch))
        }
        let isStream = header.stream == true
        func fail(_ error: BridgeError) {
            reply(Answer(isStream ? .end(id: id, error: error) : .reply(id: id, error: error), to: channel))
        }
        guard let method = header.method, !method.isEmpty else {
            return fail(BridgeError(.protocolError, "A call needs a method"))
        }
        // Checked before the handler is looked up, so a refused caller cannot learn which methods exist.
        guard permits(channel.sender, method) else {
            return fail(BridgeError(.denied, "\(channel.sender.origin) may not call \(method)"))
        }
        guard let entry = handler(of: method, calledBy: channel.sender) else {
            return fail(BridgeError(.unknownMethod, "No handler for \(method)"))
        }
        guard !channel.isServing(id) else {
            return fail(BridgeError(.protocolError, "Call id \(id) is already in flight"))
        }
        guard channel.servingCount < budget.runningCalls else {
            return fail(BridgeError(.limitExceeded, "A frame may have at most \(budget.runningCalls) calls and streams running"))
        }
        let context = CallContext(method: method, sender: channel.sender, epoch: channel.epoch)
        let codec = self.codec
        switch entry.body {
        case .call(let body, _):
            channel.serveCall(id) {
                do {
                    return .reply(id: id, result: try await body(message, codec, context))
                } catch {
                    return .reply(id: id, error: self.failure(reportedFor: error, method: method, sender: context.sender))
                }
            } reply: { outcome in
                reply(outcome.map { Answer($0, to: channel) } ?? .none)
            }
        case .stream(let body):
            let sink = StreamSink(id: id, channel: channel)
            channel.serveStream(id) {
                do {
                    try await body(message, codec, context, sink)
                    sink.finish(nil)
                } catch {
                    sink.finish(self.failure(reportedFor: error, method: method, sender: context.sender))
                }
            }
            reply(.none)
        }
    }
}
