/// One page→native call, from the message that carries it to its reply.
///
/// ``admit(_:from:in:)`` reads the call and checks it, in an order that tells a refused caller the least (the
/// policy before the handler table, so that no method's existence leaks). ``serve(then:)`` runs the handler in a
/// task its frame's channel keeps, so that the page's cancel or the document's end stops it: the handler decodes its
/// arguments from the message once, runs, and its result is encoded into the reply, which is the call's answer. A
/// stream's values and end go to the channel as they come.
@MainActor
struct PageCall {
    /// The call's id, as the page numbered it.
    let id: String
    /// The frame's channel the call came from, which its reply goes back to.
    let channel: FrameChannel
    private let message: IncomingMessage
    private let entry: HandlerEntry
    private let context: CallContext
    private let bridge: Bridge

    /// A call message, admitted or refused.
    enum Admission {
        /// The call may run.
        case call(PageCall)
        /// The call is refused with this answer.
        case refused(Answer)
    }

    /// Reads call `message` from `channel`'s frame and checks it against `bridge`'s policy, handlers and budget.
    static func admit(_ message: IncomingMessage, from channel: FrameChannel, in bridge: Bridge) -> Admission {
        let id: String
        do {
            id = try message.requireID()
        } catch {
            return .refused(Answer(.error(error), epoch: channel.epoch))
        }
        let isStream = message.header.stream == true
        func refuse(_ error: BridgeError) -> Admission {
            .refused(Answer(isStream ? .end(id: id, error: error) : .reply(id: id, error: error), to: channel))
        }
        guard let method = message.header.method, !method.isEmpty else {
            return refuse(BridgeError(.protocolError, "A call needs a method"))
        }
        guard bridge.permits(channel.sender, method) else {
            return refuse(BridgeError(.denied, "\(channel.sender.origin) may not call \(method)"))
        }
        guard let entry = bridge.handler(of: method, calledBy: channel.sender) else {
            return refuse(BridgeError(.unknownMethod, "No handler for \(method)"))
        }
        guard !channel.isServing(id) else {
            return refuse(BridgeError(.protocolError, "Call id \(id) is already in flight"))
        }
        let limit = bridge.budget.runningCalls
        guard bridge.frames.admitsACall(from: channel, within: limit) else {
            return refuse(BridgeError(.limitExceeded, "A page may have at most \(limit) calls and streams running, "
                + "its subframes together half of them"))
        }
        let context = CallContext(method: method, sender: channel.sender, epoch: channel.epoch)
        return .call(PageCall(id: id, channel: channel, message: message, entry: entry, context: context, bridge: bridge))
    }

    /// Starts serving the call and hands `done` its answer: the reply, or none for a stream, whose values and end go
    /// to the channel, and for a call the page cancelled (no reply follows a cancel). A call whose handler answers
    /// without waiting is done before this returns.
    func serve(then done: @escaping @MainActor (Answer) -> Void) {
        switch entry.body {
        case .call(let body, _):
            channel.serveCall(id, { await self.reply(running: body) }) { [channel] reply in
                done(reply.map { Answer($0, to: channel) } ?? .none)
            }
        case .stream(let body):
            channel.serveStream(id) { await self.stream(running: body) }
            done(.none)
        }
    }

    /// Serves the call and returns its answer (see ``serve(then:)``). The continuation is resumed exactly once:
    /// ``serve(then:)`` hands over one answer for every call, once its handler has returned or thrown.
    func serve() async -> Answer {
        await withUnsafeContinuation { answered in serve { answered.resume(returning: $0) } }
    }

    private func reply(running body: HandlerEntry.CallBody) async -> OutgoingMessage {
        do {
            return .reply(id: id, result: try await body(message, bridge.codec.answers(to: context.sender), context))
        } catch {
            return .reply(id: id, error: failure(error))
        }
    }

    private func stream(running body: HandlerEntry.StreamBody) async {
        let sink = StreamSink(id: id, channel: channel)
        do {
            try await body(message, bridge.codec.answers(to: context.sender), context, sink)
            sink.finish(nil)
        } catch {
            sink.finish(failure(error))
        }
    }

    private func failure(_ error: any Error) -> BridgeError {
        bridge.failure(reportedFor: error, method: context.method, sender: context.sender)
    }
}
