import Causeway
import CausewayTesting
import CausewayTestSupport
import Foundation
import Synchronization
import Testing

/// A URL a component names is read no further than its limit, wherever it comes from: a file, the engine's own
/// scheme, the network. Past it the load fails with `tooLarge` and the reading stops.
@Suite(.timeLimit(.minutes(1))) struct PageResourceTests {
    private static let limit = 100_000

    @Test func aFileIsReadUpToTheLimitAndNoFurther() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("resource-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let bytes = Data((0..<Self.limit).map { UInt8(truncatingIfNeeded: $0) })
        try bytes.write(to: file)
        #expect(try await PageResource.load(file, handler: nil, limit: Self.limit) == bytes)
        await #expect(throws: PageResource.Failure.tooLarge(file, Self.limit - 1)) {
            try await PageResource.load(file, handler: nil, limit: Self.limit - 1)
        }
    }

    @Test func aStreamOfTheEnginesOwnSchemeIsStoppedAtTheLimit() async throws {
        let url = URL(string: "app://bundle/endless.webm")!
        let pulled = Pulled()
        let handler: SchemeHandler = { _ in
            let chunks = AsyncThrowingStream<Data, any Error> { continuation in
                continuation.onTermination = { _ in pulled.ended() }
                for _ in 0..<1_000 { continuation.yield(Data(count: 4_096)) }
            }
            return SchemeResponse(status: 200, headers: [:], body: .stream(SchemeBodyStream(length: nil, chunks: chunks)))
        }
        await #expect(throws: PageResource.Failure.tooLarge(url, Self.limit)) {
            try await PageResource.load(url, handler: handler, limit: Self.limit)
        }
        try await waitUntil("the stream is let go") { pulled.hasEnded }
        let declared: SchemeHandler = { _ in
            SchemeResponse(status: 200, headers: [:], body: .stream(SchemeBodyStream(
                length: Int64(Self.limit + 1), chunks: AsyncThrowingStream<Data, any Error> { $0.finish() })))
        }
        await #expect(throws: PageResource.Failure.tooLarge(url, Self.limit), "a length past the limit is not read") {
            try await PageResource.load(url, handler: declared, limit: Self.limit)
        }
    }

    @Test func aBodyWithoutEndFromTheNetworkIsStoppedAtTheLimit() async throws {
        let server = try LoopbackByteServer(answer: .endless(
            head: Data("HTTP/1.1 200 OK\r\nContent-Type: video/webm\r\nConnection: close\r\n\r\n".utf8),
            chunk: Data(count: 64 << 10)))
        let url = server.url("/endless.webm")
        await #expect(throws: PageResource.Failure.tooLarge(url, Self.limit)) {
            try await PageResource.load(url, handler: nil, limit: Self.limit)
        }
        try await waitUntil("the server sees the client go") { server.connectionsEnded == 1 }
        #expect(server.bytesSent < LoopbackByteServer.buffersBound)
    }

    @Test func aNetworkAnswerIsReadWholeOrFailsWithItsStatus() async throws {
        let body = Data(repeating: 7, count: Self.limit)
        let found = try LoopbackByteServer(answer: .bytes(
            Data("HTTP/1.1 200 OK\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body))
        #expect(try await PageResource.load(found.url("/a.png"), handler: nil, limit: Self.limit) == body)
        let missing = try LoopbackByteServer(answer: .bytes(
            Data("HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nnot here!".utf8)))
        await #expect(throws: PageResource.Failure.status(missing.url("/b.png"), 404)) {
            try await PageResource.load(missing.url("/b.png"), handler: nil, limit: Self.limit)
        }
    }

    @Test func aSchemeNothingLoadsIsRefused() async throws {
        let url = URL(string: "ftp://files.example/a.webm")!
        await #expect(throws: PageResource.Failure.unsupportedScheme(url)) {
            try await PageResource.load(url, handler: nil, limit: Self.limit)
        }
    }
}

/// Whether a stream's consumer let it go.
private final class Pulled: Sendable {
    private let state = Mutex(false)
    var hasEnded: Bool { state.withLock { $0 } }
    func ended() { state.withLock { $0 = true } }
}
