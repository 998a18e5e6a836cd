import Causeway
import CausewayHTTPFiles
import Foundation
import Testing

/// The static files endpoint serves what is inside its folders and nothing else.
@MainActor
@Suite struct StaticFilesEndpointTests {
    let root: URL
    let outside: URL
    let endpoint: StaticFilesEndpoint

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-static-\(UUID().uuidString)")
        root = base.appendingPathComponent("site")
        outside = base.appendingPathComponent("secret.txt")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("<h1>home</h1>".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("body {}".utf8).write(to: root.appendingPathComponent("docs/style.css"))
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link.txt"), withDestinationURL: outside)
        endpoint = StaticFilesEndpoint(sites: ["app": root])
    }

    private func get(_ url: String) async -> SchemeResponse {
        await endpoint.respond(to: SchemeRequest(url: URL(string: url)!))
    }

    @Test func servesFilesWithTheirTypes() async throws {
        let home = await get("causeway://app/")
        #expect(home.status == 200)
        #expect(home.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(String(decoding: try await home.body.collected(), as: UTF8.self) == "<h1>home</h1>")
        let style = await get("causeway://app/docs/style.css")
        #expect(style.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(await get("causeway://app/docs").status == 404, "a folder without index.html")
    }

    @Test func neverLeavesTheFolder() async {
        for path in ["/../secret.txt", "/docs/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
                     "/link.txt", "/nothing.html"]
        {
            #expect(await get("causeway://app\(path)").status == 404, "\(path)")
        }
        #expect(await get("causeway://other/index.html").status == 404, "an unknown host")
        let post = await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://app/")!, method: "POST"))
        #expect(post.status == 405)
    }

    @Test func answersRangesAndValidatorsLikeAnHTTPServer() async throws {
        let bytes = Data((0..<1000).map { UInt8($0 % 256) })
        try? bytes.write(to: root.appendingPathComponent("clip.mp4"))
        func get(_ headers: [String: String], method: String = "GET") async -> SchemeResponse {
            await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://app/clip.mp4")!, method: method,
                                                     headers: headers))
        }
        let whole = await get([:])
        let wholeBytes = try await whole.body.collected()
        #expect(whole.status == 200 && wholeBytes == bytes && whole.headers["Accept-Ranges"] == "bytes")
        #expect(whole.headers["Content-Type"] == "video/mp4" && whole.headers["Content-Length"] == "1000")
        let etag = whole.headers["ETag"] ?? ""
        #expect(!etag.isEmpty && whole.headers["Last-Modified"] != nil)

        let middle = await get(["Range": "bytes=100-199"])
        let middleBytes = try await middle.body.collected()
        #expect(middle.status == 206 && middleBytes == bytes[100...199])
        #expect(middle.headers["Content-Range"] == "bytes 100-199/1000" && middle.headers["Content-Length"] == "100")
        let tail = await get(["Range": "bytes=-10"])
        let tailBytes = try await tail.body.collected()
        #expect(tail.status == 206 && tailBytes == bytes.suffix(10))
        let open = await get(["Range": "bytes=990-"])
        let openBytes = try await open.body.collected()
        #expect(open.status == 206 && openBytes == bytes.suffix(10))
        let beyond = await get(["Range": "bytes=5000-"])
        #expect(beyond.status == 416 && beyond.headers["Content-Range"] == "bytes */1000")
        let staleRange = await get(["Range": "bytes=0-9", "If-Range": "\"other\""])
        let staleRangeBytes = try await staleRange.body.collected()
        #expect(staleRange.status == 200 && staleRangeBytes == bytes, "a changed file is sent whole")

        #expect(await get(["If-None-Match": etag]).status == 304)
        #expect(await get(["If-None-Match": "\"other\""]).status == 200)
        let lastModified = whole.headers["Last-Modified"] ?? ""
        #expect(await get(["If-Modified-Since": lastModified]).status == 304)
        // Foundation's DateFormatter traps on some dates that are not ASCII; they are no dates.
        #expect(await get(["If-Modified-Since": "Tue, 14\u{5B1}\u{FFFD}\u{FFFD} 2023 22:13:2\u{FFFD}60000 GMT"]).status == 200)
        let head = await get([:], method: "HEAD")
        let headBytes = try await head.body.collected()
        #expect(head.status == 200 && headBytes.isEmpty && head.headers["Content-Length"] == "1000")
    }

    /// A file's bytes are streamed from disk in bounded chunks, never read whole into memory.
    @Test func filesAreStreamedInBoundedChunks() async throws {
        let bytes = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 13) })
        try bytes.write(to: root.appendingPathComponent("large.bin"))
        let answer = await get("causeway://app/large.bin")
        guard case .stream(let stream) = answer.body else {
            Issue.record("a file's body is held in memory")
            return
        }
        #expect(stream.length == Int64(bytes.count))
        var read = Data()
        for try await chunk in stream.chunks {
            #expect(chunk.count <= FileRegion.defaultChunkSize)
            read.append(chunk)
        }
        #expect(read == bytes)
    }
}
