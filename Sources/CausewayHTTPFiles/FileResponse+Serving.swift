public import Foundation

extension FileResponse {
    /// Answers a `GET` or `HEAD` for one file on disk the way an HTTP server would: content type, validators
    /// (`ETag`, `Last-Modified`) with `304` answers, and single byte ranges (`206`, `416`), so a video can seek. The
    /// file's bytes are not read here: the body names the region to send, which the caller streams from disk.
    ///
    /// `etag` is the file's strong validator (by default one made from its size and modification time), and
    /// `lastModified` its modification time (by default the file's).
    public static func respond(to request: FileRequest, with file: URL, etag: String? = nil,
                               lastModified: Date? = nil) -> FileResponse
    {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = (attributes[.size] as? NSNumber)?.int64Value
        else {
            return .text(404, "Not found")
        }
        let modified = lastModified ?? attributes[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
        let tag = etag ?? "\"\(size)-\(Int64(modified.timeIntervalSince1970))\""
        var headers = [
            "Content-Type": MIMEType.forPathExtension(file.pathExtension), "Accept-Ranges": "bytes", "ETag": tag,
            "Last-Modified": HTTPDate.format(modified), "Cache-Control": "no-cache",
        ]
        if isFresh(request, etag: tag, lastModified: modified) {
            return FileResponse(status: 304, headers: headers)
        }
        var range: ClosedRange<Int64>? = nil
        if let header = request.headers["range"], request.headers["if-range"].map({ $0 == tag }) ?? true {
            switch ByteRange.parse(header, size: size) {
            case .whole: break
            case .part(let part): range = part
            case .unsatisfiable:
                headers["Content-Range"] = "bytes */\(size)"
                return FileResponse(status: 416, headers: headers)
            }
        }
        let span = range ?? 0...max(0, size - 1)
        let length = size == 0 ? 0 : span.upperBound - span.lowerBound + 1
        headers["Content-Length"] = "\(length)"
        if range != nil { headers["Content-Range"] = "bytes \(span.lowerBound)-\(span.upperBound)/\(size)" }
        guard request.method != "HEAD", length > 0 else {
            return FileResponse(status: range == nil ? 200 : 206, headers: headers)
        }
        return FileResponse(status: range == nil ? 200 : 206, headers: headers,
                            body: .file(FileRegion(file: file, offset: span.lowerBound, length: length)))
    }

    /// Whether the client's copy is current: `If-None-Match` names the tag, or, without it, `If-Modified-Since` is
    /// no earlier than the modification time.
    private static func isFresh(_ request: FileRequest, etag: String, lastModified: Date) -> Bool {
        if let tags = request.headers["if-none-match"] {
            return tags == "*" || tags.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == etag }
        }
        if let since = request.headers["if-modified-since"].flatMap(HTTPDate.parse) {
            return lastModified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970
        }
        return false
    }
}
