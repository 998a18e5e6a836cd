import Foundation

/// Tells the bridge's observer about each message the bridge reads and each one it sends, once, with the method of
/// the call it belongs to and, for a message that settles or cancels a call, how long the call took.
///
/// Without an observer it does nothing and keeps nothing: each entry point checks for one first, before any clock
/// is read. With one, it remembers the calls in flight each way (method and start, by frame and id) until the
/// message that settles them.
@MainActor
final class BridgeTracer {
    /// Who is told; setting `nil` forgets the calls in flight.
    var observer: (@MainActor (BridgeTraceEvent) -> Void)? {
        didSet { if observer == nil { forgetCalls() } }
    }

    /// The page's calls being served natively, from their arrival.
    private var pageCalls: [CallKey: OpenCall] = [:]
    /// Native calls the page is serving, from their sending.
    private var nativeCalls: [CallKey: OpenCall] = [:]

    /// Reports a message read from `sender`'s frame.
    func received(_ message: IncomingMessage, from sender: Sender) {
        guard let observer else { return }
        let header = message.header
        guard let kind = BridgeTraceEvent.Kind(header.kind, opensStream: header.stream == true) else { return }
        let now = ContinuousClock.now
        let key = header.id.map { CallKey(frameID: sender.frameID, id: $0) }
        var event = BridgeTraceEvent(time: Date(), direction: .pageToNative, kind: kind, id: header.id,
                                     origin: sender.origin, isMainFrame: sender.isMainFrame, bytes: message.body.count)
        switch kind {
        case .call, .stream:
            event.name = header.method
            if let key, let method = header.method { pageCalls[key] = OpenCall(name: method, started: now) }
        case .event:
            event.name = header.name
        case .reply:
            event.settle(key.flatMap { nativeCalls.removeValue(forKey: $0) }, at: now)
            event.outcome = header.ok == true ? .ok : .failed(header.error?.code ?? .protocolError)
        case .cancel:
            event.settle(key.flatMap { pageCalls.removeValue(forKey: $0) }, at: now)
            event.outcome = .failed(.cancelled)
        case .hello, .ready, .pull, .next, .end, .error, .gone:
            break
        }
        observer(event)
    }

    /// Reports the answer to a post from `sender`'s frame; an empty answer, and a pull's batch (whose messages
    /// are reported as their channel sends them), are not messages of their own.
    func answered(_ answer: Answer, to sender: Sender) {
        guard observer != nil, let message = answer.message else { return }
        sent(message, bytes: answer.text.utf8.count, to: sender)
    }

    /// Reports the messages a channel sends `sender`'s frame in one batch, each written as `texts` holds it.
    func sent(_ messages: [OutgoingMessage], texts: [String], to sender: Sender) {
        guard observer != nil else { return }
        for (message, text) in zip(messages, texts) {
            sent(message, bytes: text.utf8.count, to: sender)
        }
    }

    /// Forgets the calls in flight, as the document they belong to ends.
    func forgetCalls() {
        pageCalls.removeAll()
        nativeCalls.removeAll()
    }

    private func sent(_ message: OutgoingMessage, bytes: Int, to sender: Sender) {
        guard let observer, let kind = BridgeTraceEvent.Kind(message.kind, opensStream: false) else { return }
        let now = ContinuousClock.now
        let key = message.id.map { CallKey(frameID: sender.frameID, id: $0) }
        var event = BridgeTraceEvent(time: Date(), direction: .nativeToPage, kind: kind, name: message.name,
                                     id: message.id, origin: sender.origin, isMainFrame: sender.isMainFrame,
                                     bytes: bytes)
        let outcome: BridgeTraceEvent.Outcome = message.failure.map { .failed($0) } ?? .ok
        switch kind {
        case .call:
            if let key, let method = message.name { nativeCalls[key] = OpenCall(name: method, started: now) }
        case .next:
            event.name = key.flatMap { pageCalls[$0]?.name }
        case .reply, .end:
            event.settle(key.flatMap { pageCalls.removeValue(forKey: $0) }, at: now)
            event.outcome = outcome
        case .cancel:
            event.settle(key.flatMap { nativeCalls.removeValue(forKey: $0) }, at: now)
            event.outcome = outcome
        case .error:
            event.outcome = outcome
        case .hello, .ready, .pull, .stream, .event, .gone:
            break
        }
        observer(event)
    }
}

/// A call in flight, by the frame it came from or went to and its id (ids are per frame and per direction).
private struct CallKey: Hashable {
    let frameID: String
    let id: String
}

/// The method of a call in flight and when it started.
private struct OpenCall {
    let name: String
    let started: ContinuousClock.Instant
}

extension BridgeTraceEvent {
    /// Names the call this message settles or cancels and how long it took, when the call is known.
    fileprivate mutating func settle(_ call: OpenCall?, at now: ContinuousClock.Instant) {
        guard let call else { return }
        name = call.name
        duration = now - call.started
    }
}
