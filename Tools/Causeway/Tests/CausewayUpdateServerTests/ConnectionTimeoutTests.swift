import CausewayUpdateServer
import Foundation
import NIOCore
import NIOPosix
import Synchronization
import Testing

/// Clients that send half a request and stop, or nothing after a request, are closed by the server after its
/// timeout for the head, the body or an idle connection, each on its own: the other two are minutes, longer than a
/// test waits, and a client waiting on one of those is still connected when the other is closed.
@Suite struct ConnectionTimeoutTests {
    @Test func aClientThatSendsHalfAHeadIsClosed() async throws {
        let server = try await ServerFixture {
            $0.timeouts = ConnectionTimeouts(head: .seconds(1), body: .seconds(600), idle: .seconds(600))
        }
        let waiting = try await LoopbackClient(to: server.url)
        let halfHead = try await LoopbackClient(to: server.url)
        try await halfHead.send("GET /healthz HTTP/1.1\r\nHost: loopback\r\nX-Slow: ")
        #expect(await halfHead.isClosedByTheServer(), "closed once its head took longer than a second")
        #expect(waiting.isOpen, "a connection waiting for its first request is timed by the idle timeout")
        await waiting.close()
        await server.close()
    }

    @Test func aClientThatSendsHalfABodyIsClosed() async throws {
        let server = try await ServerFixture {
            $0.timeouts = ConnectionTimeouts(head: .seconds(600), body: .seconds(1), idle: .seconds(600))
        }
        let halfHead = try await LoopbackClient(to: server.url)
        try await halfHead.send("GET /healthz HTTP/1.1\r\n")
        let halfBody = try await LoopbackClient(to: server.url)
        try await halfBody.send("""
            POST /v1/packages/shop/reports HTTP/1.1\r\nHost: loopback\r\nContent-Type: application/json\r\n\
            Content-Length: 100\r\n\r\n{"packageID": 
            """)
        #expect(await halfBody.isClosedByTheServer(), "closed once its body stopped for longer than a second")
        #expect(halfHead.isOpen, "a head is timed by the head timeout")
        await halfHead.close()
        await server.close()
    }

    @Test func anIdleConnectionIsClosedAfterItsAnswer() async throws {
        let server = try await ServerFixture {
            $0.timeouts = ConnectionTimeouts(head: .seconds(600), body: .seconds(600), idle: .seconds(1))
        }
        // A busy machine may hold a client a second between its connection and its request, which the idle timeout
        // closes: it connects again, until one is answered.
        var wasAnswered = false
        for _ in 0..<10 where !wasAnswered {
            let client = try await LoopbackClient(to: server.url)
            try? await client.send("GET /healthz HTTP/1.1\r\nHost: loopback\r\n\r\n")
            #expect(await client.isClosedByTheServer(), "closed once it sent nothing for a second")
            wasAnswered = client.received.hasPrefix("HTTP/1.1 200")
        }
        #expect(wasAnswered, "a connection was answered, and then closed for sending nothing after its answer")
        await server.close()
    }
}

/// A TCP connection to a server on loopback that sends what a test tells it, keeps what it receives, and sees when
/// the server closes it.
private final class LoopbackClient: Sendable {
    private let channel: any Channel
    private let bytes: Received

    init(to server: URL) async throws {
        let received = Received()
        bytes = received
        channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(received) }
            }
            .connect(host: "127.0.0.1", port: server.port ?? 0).get()
    }

    /// What the server sent, as text.
    var received: String { bytes.text }

    /// Whether the connection is still open.
    var isOpen: Bool { channel.isActive }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    /// Whether the server closed the connection, waiting for it at most `guard`: a bound against a hang, generous,
    /// not a measure. The connection is closed either way.
    func isClosedByTheServer(guard limit: Duration = .seconds(60)) async -> Bool {
        let closedByServer = await withTaskGroup(of: Bool.self) { group in
            group.addTask { [channel] in
                (try? await channel.closeFuture.get()) != nil
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            if !first { try? await channel.close() }
            return first
        }
        return closedByServer
    }

    func close() async {
        try? await channel.close()
    }

    /// Keeps what the server sends, on the channel's event loop.
    private final class Received: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        private let kept = Mutex("")

        var text: String { kept.withLock { $0 } }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            kept.withLock { $0 += String(buffer: buffer) }
        }
    }
}
