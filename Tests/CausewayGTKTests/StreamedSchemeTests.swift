import Causeway
import CausewayGTK
import CausewayHTTPFiles
import CausewayPackages
import CausewayTestSupport
import Foundation
import Synchronization
import XCTest

/// Files served through a custom scheme on real WebKitGTK are streamed from disk a bounded chunk at a time: a page
/// gets every byte of a large file, and leaving the page mid-file, or a media player going away from the media
/// relay, closes the file and stops the reading.
final class StreamedSchemeTests: XCTestCase {
    func testAPageGetsEveryByteOfALargeFileReadInBoundedChunks() throws {
        try GLibMainLoop.run {
            let site = try Self.site()
            defer { try? FileManager.default.removeItem(at: site) }
            let large = site.appendingPathComponent("large.bin")
            let size = 40 << 20
            try Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }).write(to: large)
            let expected = try FileDigest.of(large)

            let (harness, log) = try await Self.open(site)
            defer { harness.close() }
            let page = try await harness.evaluate("""
                const response = await fetch("large.bin");
                const bytes = await response.arrayBuffer();
                const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
                return { status: response.status, length: bytes.byteLength,
                         sha256: Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("") };
                """)
            XCTAssertEqual(page["status"], 200)
            XCTAssertEqual(page["length"]?.numberValue, Double(size))
            XCTAssertEqual(page["sha256"]?.stringValue, expected.sha256)
            let read = log.snapshot
            XCTAssertEqual(read.inMemory, 0, "no file answer was held in memory")
            XCTAssertEqual(read.bytes, Int64(size))
            XCTAssertLessThanOrEqual(read.largestChunk, FileRegion.defaultChunkSize)
            XCTAssertGreaterThanOrEqual(read.chunks, size / FileRegion.defaultChunkSize)
        }
    }

    func testLeavingThePageMidFileClosesTheFileAndStopsReading() throws {
        try withHugeFileServed { huge, harness, log in
            let first = try await harness.evaluate("""
                const response = await fetch("huge.bin");
                const { value } = await response.body.getReader().read();
                return value.byteLength;
                """)
            XCTAssertGreaterThan(first.numberValue ?? 0, 0)
            XCTAssertTrue(Self.isOpen(huge), "the file is open while the page reads it")

            harness.engine.load(URL(string: "causeway://app/other.html")!)
            // The file closes before the reader's end is recorded, on the thread that lets the reader go.
            try await harness.waitUntil("the file is closed and the reading ended") {
                !Self.isOpen(huge) && log.snapshot.ended
            }
            try await harness.waitUntil("the other page is shown") { (try? await harness.evaluate("return document.title")) == "Other" }
            Self.assertStoppedEarly(log.snapshot)
        }
    }

    /// The media relay streams too: a player that goes away mid-file (here curl, stopped) ends the reading and the
    /// file is closed.
    func testTheMediaRelayStopsReadingWhenThePlayerGoes() throws {
        try withHugeFileServed { huge, harness, log in
            let relayed = try await harness.evaluate("""
                const video = document.createElement("video");
                video.preload = "none";
                video.src = "huge.bin";
                return video.src;
                """)
            let url = try XCTUnwrap(relayed.stringValue)
            XCTAssertTrue(url.hasPrefix("http://127.0.0.1:"), url)
            let player = try ChildProcess(["/usr/bin/curl", "-s", "--limit-rate", "1M", "-o", "/dev/null", url])
            try await harness.waitUntil("the relay reads the file") { log.snapshot.chunks > 0 && Self.isOpen(huge) }
            player.signal()
            try await harness.waitUntil("the file is closed and the reading ended") {
                !Self.isOpen(huge) && log.snapshot.ended
            }
            Self.assertStoppedEarly(log.snapshot)
        }
    }

    /// Runs `body` with a page loaded from a site that holds `huge.bin`, a sparse file of 8 GiB: far more than a
    /// reader can take before it leaves.
    private func withHugeFileServed(_ body: @escaping @MainActor (URL, WebKitHarness, ChunkLog) async throws -> Void) throws {
        try GLibMainLoop.run {
            let site = try Self.site()
            defer { try? FileManager.default.removeItem(at: site) }
            let huge = site.appendingPathComponent("huge.bin")
            FileManager.default.createFile(atPath: huge.path, contents: nil)
            let handle = try FileHandle(forWritingTo: huge)
            try handle.truncate(atOffset: 8 << 30)
            try handle.close()
            let (harness, log) = try await Self.open(site)
            defer { harness.close() }
            try await body(huge, harness, log)
        }
    }

    /// The reading of `huge.bin` ended long before the file did, in bounded chunks.
    private static func assertStoppedEarly(_ read: ChunkLog.Snapshot, line: UInt = #line) {
        XCTAssertTrue(read.ended, "the reading ended", line: line)
        XCTAssertEqual(read.inMemory, 0, "no file answer was held in memory", line: line)
        XCTAssertLessThan(read.bytes, 8 << 30, "the reading stopped before the end of the file", line: line)
        XCTAssertLessThanOrEqual(read.largestChunk, FileRegion.defaultChunkSize, line: line)
    }

    /// A harness whose `causeway://app/` serves `site` through the static files endpoint, its `.bin` answers
    /// counted in the log, with the site's index page loaded.
    @MainActor
    private static func open(_ site: URL) async throws -> (WebKitHarness, ChunkLog) {
        let log = ChunkLog()
        let harness = try WebKitHarness(sites: [:], policy: .allowing(["causeway://app"]))
        harness.engine.registerScheme("causeway", log.counting(StaticFilesEndpoint(sites: ["app": site]).respond))
        do {
            try await harness.load(URL(string: "causeway://app/")!)
        } catch {
            harness.close()
            throw error
        }
        return (harness, log)
    }

    private static func site() throws -> URL {
        let site = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-streamed-\(UUID())")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("<!doctype html><title>Files</title>".utf8).write(to: site.appendingPathComponent("index.html"))
        try Data("<!doctype html><title>Other</title>".utf8).write(to: site.appendingPathComponent("other.html"))
        return site
    }

    /// Whether this process holds `file` open, as `/proc/self/fd` says.
    private static func isOpen(_ file: URL) -> Bool {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.contains { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) == file.path
        }
    }
}

/// What a scheme handler's streamed bodies of `.bin` files read: chunks, bytes, the largest chunk, whether a reading ended, and
/// how many answers came with their bodies in memory instead.
private final class ChunkLog: Sendable {
    struct Snapshot {
        var chunks = 0
        var bytes: Int64 = 0
        var largestChunk = 0
        var ended = false
        var inMemory = 0
    }

    private let state = Mutex(Snapshot())

    var snapshot: Snapshot { state.withLock { $0 } }

    /// `handler`, with the chunks of its streamed answers counted here.
    func counting(_ handler: @escaping SchemeHandler) -> SchemeHandler {
        { request in
            let response = await handler(request)
            guard request.url.pathExtension == "bin" else { return response }
            guard case .stream(let stream) = response.body else {
                self.state.withLock { $0.inMemory += 1 }
                return response
            }
            let counted = CountedChunks(base: stream.chunks, log: self)
            return SchemeResponse(status: response.status, headers: response.headers,
                                  body: .stream(SchemeBodyStream(length: stream.length, chunks: counted)))
        }
    }

    fileprivate func record(_ chunk: Data?) {
        state.withLock { state in
            guard let chunk else { return state.ended = true }
            state.chunks += 1
            state.bytes += Int64(chunk.count)
            state.largestChunk = max(state.largestChunk, chunk.count)
        }
    }

    fileprivate func recordEnd() {
        state.withLock { $0.ended = true }
    }
}

/// Chunks passed through as they are read, each told to a ``ChunkLog``, and the end of the reading too (its last
/// chunk, an error, or the reader dropping it).
private struct CountedChunks: AsyncSequence, Sendable {
    let base: any AsyncSequence<Data, any Error> & Sendable
    let log: ChunkLog

    func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), end: End(log: log))
    }

    struct Iterator: AsyncIteratorProtocol {
        var base: any AsyncIteratorProtocol<Data, any Error>
        let end: End

        mutating func next() async throws -> Data? {
            let chunk = try await base.next()
            end.log.record(chunk)
            return chunk
        }
    }

    /// Tells the log the reading ended once the iterator is gone.
    final class End {
        let log: ChunkLog
        init(log: ChunkLog) { self.log = log }
        deinit { log.recordEnd() }
    }
}
