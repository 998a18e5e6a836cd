import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client takes longer than its ``ConnectionTimeouts``: it watches the request's parts
/// after HTTP decoding and, through a ``ConnectionTimer/BytesArrived`` it puts first in the pipeline, the bytes
/// before it, since half a head is bytes the decoder keeps to itself. A request being answered is not timed. Every
/// route that takes a body reads it at once, so a wait between two reads of a body is the client's.
///
/// Hummingbird's own `idleTimeout` is one duration counted from the last request part read, which cannot tell a
/// head from a body from the wait between requests, and which a body sent a byte at a time keeps alive.
final class ConnectionTimer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// What the connection is waiting for.
    private enum Phase {
        /// The first byte of a request.
        case request
        /// The rest of a request's head.
        case head
        /// More of a request's body.
        case body
        /// Its own answer to a request read whole: not timed.
        case answer
    }

    private let timeouts: ConnectionTimeouts
    private var phase = Phase.request
    private var heads = 0, ends = 0, answers = 0
    private var bytesOfTheNextRequest = false
    private var timer: Scheduled<Void>?
    private var context: ChannelHandlerContext?

    init(timeouts: ConnectionTimeouts) {
        self.timeouts = timeouts
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        do {
            try context.pipeline.syncOperations.addHandler(BytesArrived(timer: self), position: .first)
        } catch {
            context.close(promise: nil)
        }
        if context.channel.isActive { wait(for: .request) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        wait(for: .request)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            heads += 1
            bytesOfTheNextRequest = false
            wait(for: .body)
        case .body:
            break
        case .end:
            ends += 1
            wait(for: heads > answers ? .answer : .request)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            answers += 1
            if ends < heads {
                wait(for: heads > answers ? .answer : .body)
            } else if heads > answers {
                wait(for: .answer)
            } else {
                wait(for: bytesOfTheNextRequest ? .head : .request)
            }
        }
        context.write(data, promise: promise)
    }

    /// Bytes arrived, before they are decoded.
    fileprivate func bytesArrived() {
        switch phase {
        case .request: wait(for: .head)
        case .body: wait(for: .body)
        case .head: break
        case .answer: bytesOfTheNextRequest = true
        }
    }

    /// Moves to `phase` and starts its timeout over, or stops timing for an answer.
    private func wait(for phase: Phase) {
        self.phase = phase
        timer?.cancel()
        timer = nil
        guard let context else { return }
        let timeout: Duration
        switch phase {
        case .request: timeout = timeouts.idle
        case .head: timeout = timeouts.head
        case .body: timeout = timeouts.body
        case .answer: return
        }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(timeout)) { [weak self] in
            self?.context?.close(promise: nil)
        }
    }

    /// Tells its ``ConnectionTimer`` of every read, first in the pipeline.
    final class BytesArrived: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer

        private weak var timer: ConnectionTimer?

        init(timer: ConnectionTimer) {
            self.timer = timer
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            timer?.bytesArrived()
            context.fireChannelRead(data)
        }
    }
}

// Both handlers live on their channel's event loop, and NIO calls them there only.
@available(*, unavailable)
extension ConnectionTimer: Sendable {}
