@testable import CausewayHTTPFiles
import Foundation

/// Answers a request for a file with the input's headers, as every scheme endpoint and the update server answer through
/// `FileResponse`: the first byte picks the file's size and the method, the rest is up to four lines, the values of
/// `Range`, `If-Range`, `If-None-Match` and `If-Modified-Since`. The answer is one HTTP allows: 200 whose body is the
/// region of the whole file, 206 whose body is exactly the region its `Content-Range` names, 304 only for a
/// conditional request, or 416 with the size; and any `Range` value is read as a range inside the file, whatever the
/// file's size. (The region's bytes are streamed by the server or endpoint; reading them is tested there.)
@MainActor
final class HTTPHeadersCheck {
    static let shared = HTTPHeadersCheck()

    private static let sizes = [0, 1, 2, 1_000]
    private static let etag = "\"v1\""
    private static let lastModified = Date(timeIntervalSince1970: 1_700_000_000)
    private let files: [(URL, Data)]

    private init() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-fuzz-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            files = try Self.sizes.map { size in
                let url = folder.appendingPathComponent("file-\(size).bin")
                let data = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
                try data.write(to: url)
                return (url, data)
            }
        } catch {
            fatalError("cannot write the files to serve: \(error)")
        }
    }

    func check(_ input: Data) throws(FuzzFinding) {
        guard let first = input.first else { return }
        let (file, contents) = files[Int(first) % files.count]
        let method = first & 0x80 == 0 ? "GET" : "HEAD"
        let values = String(decoding: input.dropFirst(), as: UTF8.self)
            .split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
        var headers: [String: String] = [:]
        for (name, value) in zip(["Range", "If-Range", "If-None-Match", "If-Modified-Since"], values) where !value.isEmpty {
            headers[name] = value
        }
        let request = FileRequest(method: method, headers: headers)
        let response = FileResponse.respond(to: request, with: file, etag: Self.etag, lastModified: Self.lastModified)
        try checkAnswer(response, to: request, file: file, size: contents.count)
        if let range = headers["Range"] {
            try checkRange(range)
        }
        if let since = headers["If-Modified-Since"], let date = HTTPDate.parse(since) {
            try require(HTTPDate.parse(HTTPDate.format(date)) == date, "\(since) does not read back")
        }
    }

    private func checkAnswer(_ response: FileResponse, to request: FileRequest, file: URL, size: Int) throws(FuzzFinding) {
        let isHead = request.method == "HEAD"
        let empty = FileResponse.Body.data(Data())
        let rangeApplies = request.headers["range"] != nil && request.headers["if-range"].map { $0 == Self.etag } ?? true
        if response.status == 206 || response.status == 416 {
            try require(rangeApplies, "\(response.status) for a request whose range does not apply")
        }
        switch response.status {
        case 200:
            try require(response.headers["Content-Length"] == "\(size)", "200 with \(response.headers)")
            let whole = size == 0 ? empty : .file(FileRegion(file: file, offset: 0, length: Int64(size)))
            try require(response.body == (isHead ? empty : whole), "200 without the whole file")
        case 206:
            guard let range = response.headers["Content-Range"], range.hasPrefix("bytes "),
                  let slash = range.firstIndex(of: "/"), range[range.index(after: slash)...] == "\(size)"
            else {
                throw FuzzFinding("206 with \(response.headers)")
            }
            let bounds = range.dropFirst("bytes ".count).prefix { $0 != "/" }.split(separator: "-").compactMap { Int($0) }
            guard bounds.count == 2, 0 <= bounds[0], bounds[0] <= bounds[1], bounds[1] < size else {
                throw FuzzFinding("206 names \(range) of a file of \(size) bytes")
            }
            try require(response.headers["Content-Length"] == "\(bounds[1] - bounds[0] + 1)", "206 with \(response.headers)")
            let part = FileResponse.Body.file(FileRegion(file: file, offset: Int64(bounds[0]),
                                                         length: Int64(bounds[1] - bounds[0] + 1)))
            try require(response.body == (isHead ? empty : part), "206 without the bytes of \(range)")
        case 304:
            try require(isFresh(request), "304 for a request whose copy is not current")
            try require(response.body == empty, "304 with a body")
        case 416:
            try require(response.headers["Content-Range"] == "bytes */\(size)", "416 with \(response.headers)")
        default:
            throw FuzzFinding("the answer \(response.status)")
        }
    }

    /// Whether the client's copy is current, as RFC 9110 says: `If-None-Match` names the tag (or is `*`), or, only
    /// without it, `If-Modified-Since` is no earlier than the modification time.
    private func isFresh(_ request: FileRequest) -> Bool {
        if let tags = request.headers["if-none-match"] {
            return tags.split(separator: ",").contains { ["*", Self.etag].contains($0.trimmingCharacters(in: .whitespaces)) }
        }
        guard let since = request.headers["if-modified-since"].flatMap(HTTPDate.parse) else { return false }
        return since >= Self.lastModified
    }

    /// The range read against sizes a file can have, the extremes included.
    private func checkRange(_ header: String) throws(FuzzFinding) {
        for size in [0, 1, 2, 1_000, Int64.max - 1, Int64.max] as [Int64] {
            guard case .part(let part) = ByteRange.parse(header, size: size) else { continue }
            try require(part.lowerBound >= 0 && part.upperBound < size, "\(header) read as \(part) of \(size) bytes")
        }
    }
}
