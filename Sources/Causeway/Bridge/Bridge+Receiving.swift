import Logging

extension Bridge {
    /// Answers one post from the courier. Every path returns: an empty string, or wire messages separated by
    /// line feeds.
    ///
    /// A post carrying one message is answered when that message is done: a call's answer is its reply, however
    /// long the handler takes. A post carrying several messages is worked through in slices of a few milliseconds,
    /// giving the main actor back between them so that a huge post (a page may queue a million calls in one turn)
    /// does not stall the app; it is answered with the replies of the calls that finished by its end, and the other
    /// replies reach the frame through its pull.
    func receive(_ posted: ScriptMessage) async -> String {
        guard let text = posted.body.stringValue, var envelope = CourierEnvelope(text: text) else {
            logger.warning("Dropped a post that is not a courier envelope")
            return OutgoingMessage.error(BridgeError(.protocolError, "Not a courier envelope")).text(epoch: epoch)
        }
        if let frame = posted.frame {
            envelope.confirm(with: frame, logger: logger)
        }
        var lines = PostLines(envelope.body)
        guard lines.ranges.count > 1 else {
            return await answer(envelope.body, from: envelope.sender)
        }
        let answers = AnswerCollector()
        var sliceStart = ContinuousClock.now
        let sender = envelope.sender
        for range in lines.ranges {
            route(lines.line(at: range), from: sender, inBatch: true) { [tracer] answer in
                if answers.add(answer) { tracer.answered(answer, to: sender) }
            }
            if ContinuousClock.now - sliceStart > Self.batchSlice {
                await Task.yield()
                sliceStart = ContinuousClock.now
            }
        }
        return answers.close()
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
        let slot = AnswerSlot()
        route(parsed, from: sender) { [tracer] answer in
            tracer.answered(answer, to: sender)
            slot.give(answer.text)
        }
        return await slot.text()
    }

    /// Handles one message and calls `reply` exactly once with its answer, now or when the handler finishes.
    ///
    /// A `hello` or a `pull` travels alone: inside a batch (`inBatch`) it is refused. A pull there would answer the
    /// frame's parked pull with an empty batch, after which the runtime stops pulling, and its own answer would go
    /// to a post that has already been answered: native-to-page delivery would end for the document.
    private func route(_ text: String, from sender: Sender, inBatch: Bool = false,
                       reply: @escaping @MainActor (Answer) -> Void)
    {
        route(Result { () throws(BridgeError) in try IncomingMessage(text: text, limits: limits) }, from: sender,
              inBatch: inBatch, reply: reply)
    }

    /// Handles one message, already read, as ``route(_:from:inBatch:reply:)`` does.
    private func route(_ parsed: Result<IncomingMessage, BridgeError>, from sender: Sender, inBatch: Bool = false,
                       reply: @escaping @MainActor (Answer) -> Void)
    {
        let message: IncomingMessage
        do {
            message = try parsed.get()
        } catch {
            logger.warning("Unreadable message", metadata: ["origin": "\(sender.origin)", "error": "\(error)"])
            return reply(Answer(.error(error), epoch: epoch))
        }
        tracer.received(message, from: sender)
        let header = message.header
        if inBatch, header.kind == .hello || header.kind == .pull {
            let error = BridgeError(.protocolError, "A \(header.kind.rawValue) message travels alone, not in a batch")
            return reply(Answer(.error(error), epoch: epoch))
        }
        if header.kind == .hello, !isClosed {
            return reply(hello(from: sender))
        }
        if header.kind == .gone {
            frames.endSubframe(sender)
            return reply(.none)
        }
        guard !isClosed, header.epoch == epoch, let channel = frames.channel(of: sender) else {
            return reply(staleAnswer(to: message))
        }
        channel.heard()
        guard channel.sender == sender else {
            logger.warning("A frame token was used by another frame", metadata: [
                "channel": "\(channel.sender.origin) main: \(channel.sender.isMainFrame)",
                "sender": "\(sender.origin) main: \(sender.isMainFrame)",
            ])
            let error = BridgeError(.protocolError, "This frame token belongs to another frame")
            return reply(Answer(.error(error), epoch: epoch))
        }
        switch header.kind {
        case .ready:
            frames.ready(channel, declared: header.declared == true)
        case .pull:
            Task.onMainActorNow { reply(Answer(batch: await channel.pull())) }
            return
        case .call:
            return startCall(message, from: channel, reply: reply)
        case .reply:
            ledger.settle(with: message, from: channel.sender)
        case .event:
            deliverEvent(message, from: channel)
        case .cancel:
            if let id = header.id { channel.cancelByPeer(id) }
        case .hello, .gone, .next, .end, .batch, .error:
            let error = BridgeError(.protocolError, "A page does not send \(header.kind.rawValue) messages")
            return reply(Answer(.error(error), epoch: epoch))
        }
        reply(.none)
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
