import Logging

extension Bridge {
    /// Answers one post: the courier's envelope, or the page runtime's post where the engine names the frame
    /// (``messageChannel``). Every path returns: an empty string, or wire messages separated by line feeds.
    ///
    /// A post carrying one message is answered when that message is done: a call's answer is its reply, however
    /// long the handler takes. A post carrying several messages is worked through in slices of a few milliseconds,
    /// giving the main actor back between them so that a huge post (a page may queue a million calls in one turn)
    /// does not stall the app; it is answered with the replies of the calls that finished by its end, and the other
    /// replies reach the frame through its pull.
    func receive(_ posted: ScriptMessage) async -> String {
        guard let (sender, body) = read(posted) else {
            logger.warning("Dropped a post that is not one of the bridge's", metadata: ["channel": "\(messageChannel)"])
            return OutgoingMessage.error(BridgeError(.protocolError, "Not a post of the bridge")).text(epoch: epoch)
        }
        var lines = PostLines(body)
        guard lines.ranges.count > 1 else {
            return await answer(body, from: sender)
        }
        let answers = AnswerCollector()
        var sliceStart = ContinuousClock.now
        for range in lines.ranges {
            let routed = route(Result { () throws(BridgeError) in try IncomingMessage(text: lines.line(at: range), limits: limits) },
                               from: sender, inBatch: true)
            switch routed {
            case .answer(let answer):
                if answers.add(answer) { tracer.answered(answer, to: sender) }
            case .call(let call):
                call.serve { [tracer] answer in
                    if answers.add(answer) { tracer.answered(answer, to: sender) }
                }
            case .pull:
                preconditionFailure("A pull in a batch is answered with an error by route")
            }
            if ContinuousClock.now - sliceStart > Self.batchSlice {
                await Task.yield()
                sliceStart = ContinuousClock.now
            }
        }
        return answers.close()
    }

    /// The sender and the message text of a post, or `nil` when it is none of the bridge's channel. The courier's
    /// envelope names its sender, and where the engine names the frame too its word wins; the page world's post gives
    /// only a token, and the frame is the engine's, which must name one.
    private func read(_ posted: ScriptMessage) -> (sender: Sender, body: String)? {
        guard let text = posted.body.stringValue else { return nil }
        switch messageChannel {
        case .courier:
            guard var envelope = CourierEnvelope(text: text) else { return nil }
            if let frame = posted.frame { envelope.confirm(with: frame, logger: logger) }
            return (envelope.sender, envelope.body)
        case .pageWorld:
            guard let frame = posted.frame, let post = PagePost(text: text, from: frame) else { return nil }
            return (post.sender, post.body)
        }
    }

    /// How long a batch is worked through before the main actor is given back.
    private static let batchSlice = Duration.milliseconds(4)

    /// The answer to a post that carried the single message `text`; a large one is read off the main actor.
    private func answer(_ text: String, from sender: Sender) async -> String {
        let parsed: Result<IncomingMessage, BridgeError> = if text.utf8.count > HandlerEntry.offActorBytes {
            await Task.detached { [limits] in Result { () throws(BridgeError) in try IncomingMessage(text: text, limits: limits) } }.value
        } else {
            Result { () throws(BridgeError) in try IncomingMessage(text: text, limits: limits) }
        }
        let answer = switch route(parsed, from: sender) {
        case .answer(let answer): answer
        case .call(let call): await call.serve()
        case .pull(let channel): Answer(batch: await channel.pull())
        }
        tracer.answered(answer, to: sender)
        return answer.text
    }

    /// What one message asks for once it is handled: an answer now, a call to serve, or a pull to park.
    private enum Routed {
        case answer(Answer)
        case call(PageCall)
        case pull(FrameChannel)
    }

    /// Handles one message, already read.
    ///
    /// A `hello` or a `pull` travels alone: inside a batch (`inBatch`) it is refused. A pull there would answer the
    /// frame's parked pull with an empty batch, after which the runtime stops pulling, and its own answer would go
    /// to a post that has already been answered: native-to-page delivery would end for the document.
    private func route(_ parsed: Result<IncomingMessage, BridgeError>, from sender: Sender,
                       inBatch: Bool = false) -> Routed
    {
        let message: IncomingMessage
        do {
            message = try parsed.get()
        } catch {
            logger.warning("Unreadable message", metadata: ["origin": "\(sender.origin)", "error": "\(error)"])
            return .answer(Answer(.error(error), epoch: epoch))
        }
        tracer.received(message, from: sender)
        let header = message.header
        if inBatch, header.kind == .hello || header.kind == .pull {
            let error = BridgeError(.protocolError, "A \(header.kind.rawValue) message travels alone, not in a batch")
            return .answer(Answer(.error(error), epoch: epoch))
        }
        if header.kind == .hello, !isClosed {
            return .answer(hello(from: sender))
        }
        if header.kind == .gone {
            frames.endSubframe(sender)
            return .answer(.none)
        }
        guard !isClosed, header.epoch == epoch, let channel = frames.channel(of: sender) else {
            return .answer(staleAnswer(to: message))
        }
        channel.heard()
        guard channel.sender == sender else {
            logger.warning("A frame token was used by another frame", metadata: [
                "channel": "\(channel.sender.origin) main: \(channel.sender.isMainFrame)",
                "sender": "\(sender.origin) main: \(sender.isMainFrame)",
            ])
            let error = BridgeError(.protocolError, "This frame token belongs to another frame")
            return .answer(Answer(.error(error), epoch: epoch))
        }
        switch header.kind {
        case .ready:
            frames.ready(channel, declared: header.declared == true)
        case .pull:
            return .pull(channel)
        case .call:
            switch PageCall.admit(message, from: channel, in: self) {
            case .call(let call): return .call(call)
            case .refused(let answer): return .answer(answer)
            }
        case .reply:
            ledger.settle(with: message, from: channel.sender)
        case .event:
            deliverEvent(message, from: channel)
        case .cancel:
            if let id = header.id { channel.cancelByPeer(id) }
        case .hello, .gone, .next, .end, .batch, .error:
            let error = BridgeError(.protocolError, "A page does not send \(header.kind.rawValue) messages")
            return .answer(Answer(.error(error), epoch: epoch))
        }
        return .answer(.none)
    }

    private func staleAnswer(to message: IncomingMessage) -> Answer {
        let header = message.header
        guard header.kind == .call else { return .none }
        let id: String
        do {
            id = try message.requireID()
        } catch {
            // As on the current epoch: an error that settles no call.
            return Answer(.error(error), epoch: header.epoch)
        }
        let error = if isClosed {
            BridgeError(.navigated, "The page was closed while the call was in flight")
        } else if header.epoch == epoch {
            BridgeError(.protocolError, "The frame has not said hello")
        } else {
            BridgeError(.navigated, "The document changed while the call was in flight")
        }
        let answer: OutgoingMessage = header.stream == true ? .end(id: id, error: error) : .reply(id: id, error: error)
        return Answer(answer, epoch: header.epoch)
    }

    private func hello(from sender: Sender) -> Answer {
        if frames.isAnotherMainDocument(sender) {
            beginNewDocument(reason: "a new main document started before its commit was reported")
        }
        frames.open(for: sender)
        return Answer(.hello(limits: limits, methods: methods(permittedTo: sender)), epoch: epoch)
    }
}
