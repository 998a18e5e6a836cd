import CausewayHTTPFiles
import Foundation
import Testing

/// File answers on their own, as the update server gives them: no scheme and no URL, a method and headers only.
@Suite struct FileResponseTests {
    @Test func aRequestReadsHeaderNamesInAnyCase() {
        let request = FileRequest(method: "head", headers: ["Range": "bytes=0-1", "IF-NONE-MATCH": "\"a\""])
        #expect(request.method == "HEAD")
        #expect(request.headers == ["range": "bytes=0-1", "if-none-match": "\"a\""])
    }

    @Test func answersAFileWithRangesAndValidators() throws {
        let file = try Self.scratchFile(Data((0..<100).map { UInt8($0) }))
        defer { try? FileManager.default.removeItem(at: file) }
        let part = FileResponse.respond(to: FileRequest(headers: ["Range": "bytes=10-19"]), with: file, etag: "\"v1\"")
        #expect(part.status == 206 && part.body == .file(FileRegion(file: file, offset: 10, length: 10)))
        #expect(part.headers["Content-Range"] == "bytes 10-19/100" && part.headers["Content-Length"] == "10")
        #expect(part.headers["Content-Type"] == "application/octet-stream" && part.headers["ETag"] == "\"v1\"")
        let current = FileResponse.respond(to: FileRequest(headers: ["If-None-Match": "\"v1\""]), with: file,
                                           etag: "\"v1\"")
        #expect(current.status == 304 && current.body == .data(Data()))
        let head = FileResponse.respond(to: FileRequest(method: "HEAD"), with: file)
        #expect(head.status == 200 && head.body == .data(Data()) && head.headers["Content-Length"] == "100")
        #expect(FileResponse.respond(to: FileRequest(), with: file.appendingPathExtension("gone")).status == 404)
    }

    /// A region is read a bounded chunk at a time, whatever its length: memory held is one chunk.
    @Test func aRegionIsReadInBoundedChunks() async throws {
        let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let file = try Self.scratchFile(bytes)
        defer { try? FileManager.default.removeItem(at: file) }
        var sizes: [Int] = []
        var read = Data()
        for try await chunk in FileRegion(file: file, offset: 1_000, length: 250_000).chunks() {
            sizes.append(chunk.count)
            read.append(chunk)
        }
        #expect(read == bytes[1_000..<251_000])
        #expect(sizes.max() == FileRegion.defaultChunkSize && sizes.count == 4)
    }

    @Test func aFileThatShrankOrVanishedIsATypedError() async throws {
        let file = try Self.scratchFile(Data(count: 10))
        defer { try? FileManager.default.removeItem(at: file) }
        await #expect(throws: FileRegionError.truncated(file, missing: 10)) {
            for try await _ in FileRegion(file: file, offset: 0, length: 20).chunks(of: 5) {}
        }
        let gone = file.appendingPathExtension("gone")
        await #expect(throws: FileRegionError.unreadable(gone)) {
            for try await _ in FileRegion(file: gone, offset: 0, length: 1).chunks() {}
        }
    }

    @Test func aCancelledReadStops() async throws {
        let file = try Self.scratchFile(Data(count: 1 << 20))
        defer { try? FileManager.default.removeItem(at: file) }
        let reading = Task {
            var count = 0
            for try await _ in FileRegion(file: file, offset: 0, length: 1 << 20).chunks(of: 1) { count += 1 }
            return count
        }
        reading.cancel()
        await #expect(throws: CancellationError.self) { try await reading.value }
    }

    private static func scratchFile(_ bytes: Data) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-file-\(UUID()).bin")
        try bytes.write(to: file)
        return file
    }
}
