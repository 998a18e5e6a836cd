import CausewayPackages
import CausewayTesting
import CausewayTestSupport
import Foundation
import Testing
import Version

/// A download reads no more than the offer said the file is, whatever a files server sends: a body without end, a
/// `Content-Length` past the offer, or more bytes than the `Content-Length` it promised. A check's and a report's
/// answers are read no further than ``UpdateClient/answerLimit``, whatever the update server sends.
@Suite(.timeLimit(.minutes(1))) struct UpdateDownloadLimitTests {
    private let file = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 13) })

    /// A client of the update server `server` whose partial downloads are kept in the fixture's `downloads` folder.
    private static func client(_ fixture: borrowing PackageFixture, server: URL = URL(string: "http://127.0.0.1:9")!) throws
        -> UpdateClient
    {
        UpdateClient(store: try fixture.store(), configuration: .init(
            server: server, packageID: "shop", device: "d", nativeVersion: Version(1, 0, 0)),
            downloads: fixture.url("downloads"))
    }

    private func offer(on server: LoopbackByteServer) -> UpdateOffer {
        UpdateOffer(packageID: "shop", version: Version(2, 0, 0), kind: .full, path: server.url("/shop.zip").absoluteString,
                    sha256: PackageFixture.sha256(file), size: Int64(file.count))
    }

    private static func head(_ status: String, _ fields: [String] = []) -> Data {
        Data((["HTTP/1.1 \(status)", "Content-Type: application/zip", "Connection: close"] + fields + ["", ""])
            .joined(separator: "\r\n").utf8)
    }

    /// What the fixture's downloads folder holds.
    private static func leftovers(_ fixture: borrowing PackageFixture) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: fixture.url("downloads").path)) ?? []
    }

    /// Downloads the offered file from a server answering `answer`, with its first `have` bytes already on disk from
    /// a cut download, and expects the refusal at the offered size, with nothing left behind.
    private func expectRefusal(from answer: LoopbackByteServer.Answer, having have: Int = 0) async throws {
        let fixture = try PackageFixture()
        let server = try LoopbackByteServer(answer: answer)
        let offer = offer(on: server)
        if have > 0 {
            let downloads = fixture.url("downloads")
            try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
            try file.prefix(have).write(to: downloads.appendingPathComponent("\(offer.sha256).part"))
        }
        let client = try Self.client(fixture)
        await #expect(throws: UpdateClientError.exceedsOfferedSize(Int64(file.count))) {
            try await client.download(offer)
        }
        #expect(Self.leftovers(fixture).isEmpty)
        // The transfer ended there: a client still reading would hold the device's network work, and its CPU.
        try await waitUntil("the server sees the client go") { server.connectionsEnded == 1 }
        #expect(server.bytesSent < LoopbackByteServer.buffersBound, "no more was read than the sockets' buffers hold")
    }

    @Test func aBodyWithoutEndIsRefusedAtTheOfferedSizeAndLeavesNothing() async throws {
        try await expectRefusal(from: .endless(head: Self.head("200 OK"), chunk: Data(count: 64 << 10)))
    }

    @Test func aResumedDownloadWithoutEndIsRefusedAtWhatWasMissing() async throws {
        let range = "Content-Range: bytes 1000-\(file.count - 1)/\(file.count)"
        try await expectRefusal(from: .endless(head: Self.head("206 Partial Content", [range]), chunk: Data(count: 64 << 10)),
                                having: 1000)
    }

    @Test func aContentLengthPastTheOfferIsRefusedAndLeavesNothing() async throws {
        let longer = file + Data(count: 1 << 20)
        try await expectRefusal(from: .bytes(Self.head("200 OK", ["Content-Length: \(longer.count)"]) + longer))
    }

    @Test func bytesPastThePromisedContentLengthAreNotRead() async throws {
        let fixture = try PackageFixture()
        let server = try LoopbackByteServer(answer: .bytes(Self.head("200 OK", ["Content-Length: \(file.count)"]) + file
            + Data(repeating: 0xEE, count: 1 << 20)))
        let download = try await Self.client(fixture).download(offer(on: server))
        #expect(try Data(contentsOf: download.file) == file)
        #expect(Self.leftovers(fixture) == [download.file.lastPathComponent])
    }

    /// An update server's answers past the bound, to a check and to a report: without end, with a `Content-Length`
    /// past it, and an error page past it.
    @Test(arguments: [
        LoopbackByteServer.Answer.endless(head: UpdateDownloadLimitTests.head("200 OK"), chunk: Data(repeating: 0x20, count: 64 << 10)),
        .bytes(UpdateDownloadLimitTests.head("200 OK", ["Content-Length: \(UpdateClient.answerLimit + 1)"])
            + Data(repeating: 0x20, count: UpdateClient.answerLimit + 1)),
        .endless(head: UpdateDownloadLimitTests.head("500 Internal Server Error"), chunk: Data(repeating: 0x78, count: 64 << 10)),
    ])
    func anAnswerPastTheBoundIsRefused(_ answer: LoopbackByteServer.Answer) async throws {
        let fixture = try PackageFixture()
        let server = try LoopbackByteServer(answer: answer)
        let client = try Self.client(fixture, server: server.url("/"))
        await #expect(throws: UpdateClientError.answerTooLarge(UpdateClient.answerLimit)) { try await client.check() }
        await #expect(throws: UpdateClientError.answerTooLarge(UpdateClient.answerLimit)) {
            try await client.report(InstallReport(packageID: "shop", version: Version(2, 0, 0), device: "d",
                                                  outcome: .installed))
        }
        try await waitUntil("the server sees the client go, twice") { server.connectionsEnded == 2 }
        #expect(server.bytesSent < 2 * LoopbackByteServer.buffersBound, "no more was read than the sockets' buffers hold")
    }

    /// An answer at the bound is read: an error's text whole.
    @Test func anAnswerAtTheBoundIsRead() async throws {
        let fixture = try PackageFixture()
        let text = Data(repeating: 0x78, count: UpdateClient.answerLimit)
        let server = try LoopbackByteServer(answer: .bytes(
            Self.head("503 Service Unavailable", ["Content-Length: \(text.count)"]) + text))
        let client = try Self.client(fixture, server: server.url("/"))
        await #expect(throws: UpdateClientError.server(503, String(decoding: text, as: UTF8.self))) {
            try await client.check()
        }
    }
}
