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
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-file-\(UUID()).bin")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data((0..<100).map { UInt8($0) }).write(to: file)
        let part = FileResponse.respond(to: FileRequest(headers: ["Range": "bytes=10-19"]), with: file, etag: "\"v1\"")
        #expect(part.status == 206 && part.body == Data(10..<20) && part.headers["Content-Range"] == "bytes 10-19/100")
        #expect(part.headers["Content-Type"] == "application/octet-stream" && part.headers["ETag"] == "\"v1\"")
        let current = FileResponse.respond(to: FileRequest(headers: ["If-None-Match": "\"v1\""]), with: file,
                                           etag: "\"v1\"")
        #expect(current.status == 304 && current.body.isEmpty)
        #expect(FileResponse.respond(to: FileRequest(), with: file.appendingPathExtension("gone")).status == 404)
    }
}
