@testable import CausewayFetch
import CausewayTesting
import CausewayTestSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The two ways a bounded fetch goes, libcurl on Linux and a URLSession of its own on Apple platforms, read an answer
/// that ends alike, its header fields included; libcurl also stops a transfer the moment its task is cancelled.
/// (Answers past their bound, which URLSession cannot stop on Linux, are `UpdateDownloadLimitTests`' and
/// `PageResourceTests`'.)
@Suite(.timeLimit(.minutes(1))) struct BoundedExchangeTests {
    enum Exchange: String, CaseIterable, Sendable {
        case curl, session

        func perform(_ request: URLRequest, into answer: BoundedAnswer) async throws -> Int {
            switch self {
            case .curl:
                #if os(Linux)
                try await CurlExchange.perform(request, configuration: .ephemeral, into: answer)
                #else
                preconditionFailure("libcurl is used on Linux only")
                #endif
            case .session:
                try await URLSessionExchange.perform(request, configuration: .ephemeral, into: answer)
            }
        }

        #if os(Linux)
        static let here: [Exchange] = allCases
        #else
        static let here: [Exchange] = [.session]
        #endif
    }

    private struct Overrun: Error, Equatable {}

    private static func answer(_ status: String, body: Data) -> LoopbackByteServer.Answer {
        .bytes(Data("HTTP/1.1 \(status)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n".utf8) + body)
    }

    @Test(arguments: Exchange.here)
    func aWholeAnswerIsKeptInMemory(_ exchange: Exchange) async throws {
        let body = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let server = try LoopbackByteServer(answer: Self.answer("200 OK", body: body))
        let answer = BoundedAnswer(to: .memory, overrun: Overrun()) { _ in Int64(body.count) }
        #expect(try await exchange.perform(URLRequest(url: server.url("/a")), into: answer) == 200)
        #expect(answer.body == body)
        #expect(answer.headers["content-length"] == "\(body.count)")
    }

    @Test(arguments: Exchange.here)
    func aBodyGoesToItsFileAndARequestCarriesItsOwn(_ exchange: Exchange) async throws {
        let body = Data(repeating: 0x5A, count: 300_000)
        let server = try LoopbackByteServer(answer: Self.answer("200 OK", body: body))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        var request = URLRequest(url: server.url("/report"))
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"outcome":"installed"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let answer = BoundedAnswer(to: .file(file), overrun: Overrun()) { _ in Int64(body.count) }
        #expect(try await exchange.perform(request, into: answer) == 200)
        #expect(try Data(contentsOf: file) == body)
        let sent = String(decoding: try #require(server.requests.first), as: UTF8.self)
        #expect(sent.hasPrefix("POST /report HTTP/1.1\r\n"))
        #expect(sent.lowercased().contains("\r\ncontent-type: application/json\r\n"))
        #expect(sent.hasSuffix("\r\n\r\n{\"outcome\":\"installed\"}"))
    }

    @Test(arguments: Exchange.here)
    func aPostWithoutABodyIsAPost(_ exchange: Exchange) async throws {
        let server = try LoopbackByteServer(answer: Self.answer("204 No Content", body: Data()))
        var request = URLRequest(url: server.url("/ping"))
        request.httpMethod = "POST"
        let answer = BoundedAnswer(to: .memory, overrun: Overrun()) { _ in 0 }
        #expect(try await exchange.perform(request, into: answer) == 204)
        #expect(String(decoding: try #require(server.requests.first), as: UTF8.self).hasPrefix("POST /ping "))
    }

    @Test(arguments: Exchange.here)
    func anAnswerWhoseBodyIsNotWantedGivesItsStatusAndNoFile(_ exchange: Exchange) async throws {
        let server = try LoopbackByteServer(answer: Self.answer("404 Not Found", body: Data(count: 50_000)))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-\(UUID().uuidString)")
        let answer = BoundedAnswer(to: .file(file), overrun: Overrun()) { $0 == 200 ? 1 << 20 : nil }
        #expect(try await exchange.perform(URLRequest(url: server.url("/missing")), into: answer) == 404)
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    #if os(Linux)
    @Test func aCancelledTransferStopsAtOnceAndLeavesNothing() async throws {
        // A server that sends some of a body and then nothing: only the cancel can end the transfer.
        let server = try LoopbackByteServer(answer: .bytesThenSilence(
            Data("HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n".utf8) + Data(count: 1_000)))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("exchange-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let answer = BoundedAnswer(to: .file(file), overrun: Overrun()) { _ in 1_000_000 }
        let transfer = Task { try await Exchange.curl.perform(URLRequest(url: server.url("/")), into: answer) }
        try await waitUntil("the body arrives") {
            ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0) > 0
        }
        transfer.cancel()
        await #expect(throws: CancellationError.self) { try await transfer.value }
        #expect(!FileManager.default.fileExists(atPath: file.path))
        try await waitUntil("the server sees the client go") { server.connectionsEnded == 1 }
    }

    @Test func aRedirectsBodyWithoutEndIsReadNoFurtherThanItsBound() async throws {
        let server = try LoopbackByteServer(answer: .endless(
            // On a connection kept open, curl reads a redirect's body to its end before it follows.
            head: Data("HTTP/1.1 302 Found\r\nLocation: /elsewhere\r\nContent-Length: 100000000000\r\n\r\n".utf8),
            chunk: Data(count: 64 << 10)))
        let answer = BoundedAnswer(to: .memory, overrun: Overrun()) { _ in 1_000 }
        await #expect {
            try await Exchange.curl.perform(URLRequest(url: server.url("/")), into: answer)
        } throws: { ($0 as? URLError)?.code == .badServerResponse }
        try await waitUntil("the server sees the client go") { server.connectionsEnded == 1 }
        #expect(server.bytesSent < LoopbackByteServer.buffersBound, "no more was read than the sockets' buffers hold")
    }
    #endif
}
