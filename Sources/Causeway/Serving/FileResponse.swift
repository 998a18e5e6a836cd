package import Foundation

/// Answers a `GET` or `HEAD` for one file on disk the way an HTTP server would: content type, validators
/// (`ETag`, `Last-Modified`) with `304` answers, and single byte ranges (`206`, `416`), reading only the bytes
/// asked for, so a video can seek.
package enum FileResponse {
    /// The response to `request` for `file`, whose strong validator is `etag` (by default one made from its size
    /// and modification time) and whose modification time is `lastModified` (by default the file's).
    package static func respond(to request: SchemeRequest, with file: URL, etag: String? = nil,
                                lastModified: Date? = nil, extraHeaders: [String: String] = [:]) -> SchemeResponse
    {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = (attributes[.size] as? NSNumber)?.int64Value
        else {
            return .text(404, "Not found")
        }
        let modified = lastModified ?? attributes[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
        let tag = etag ?? "\"\(size)-\(Int64(modified.timeIntervalSince1970))\""
        var headers = extraHeaders.merging([
            "Content-Type": MIMEType.forPathExtension(file.pathExtension), "Accept-Ranges": "bytes", "ETag": tag,
            "Last-Modified": HTTPDate.format(modified), "Cache-Control": "no-cache",
        ]) { own, _ in own }
        if isFresh(request, etag: tag, lastModified: modified) {
            return SchemeResponse(status: 304, headers: headers)
        }
        var range: ClosedRange<Int64>? = nil
        if let header = request.headers["range"], request.headers["if-range"].map({ $0 == tag }) ?? true {
            switch ByteRange.parse(header, size: size) {
            case .whole: break
            case .part(let part): range = part
            case .unsatisfiable:
                headers["Content-Range"] = "bytes */\(size)"
                return SchemeResponse(status: 416, headers: headers)
            }
        }
        let span = range ?? 0...max(0, size - 1)
        let length = size == 0 ? 0 : span.count
        headers["Content-Length"] = "\(length)"
        if range != nil { headers["Content-Range"] = "bytes \(span.lowerBound)-\(span.upperBound)/\(size)" }
        guard request.method != "HEAD", length > 0 else {
            return SchemeResponse(status: range == nil ? 200 : 206, headers: headers)
        }
        guard let handle = FileHandle(forReadingAtPath: file.path) else { return .text(404, "Not found") }
        defer { try? handle.close() }
        do {
            try handle.seek(toOffset: UInt64(span.lowerBound))
            let body = try handle.read(upToCount: Int(length)) ?? Data()
            return SchemeResponse(status: range == nil ? 200 : 206, headers: headers, body: body)
        } catch {
            return .text(500, "Cannot read the file")
        }
    }

    /// Whether the client's copy is current: `If-None-Match` names the tag, or, without it, `If-Modified-Since` is
    /// no earlier than the modification time.
    private static func isFresh(_ request: SchemeRequest, etag: String, lastModified: Date) -> Bool {
        if let tags = request.headers["if-none-match"] {
            return tags == "*" || tags.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == etag }
        }
        if let since = request.headers["if-modified-since"].flatMap(HTTPDate.parse) {
            return lastModified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970
        }
        return false
    }
}

/// One `Range: bytes=…` header, read against a file's size. Several ranges in one header are served as the whole
/// file, which HTTP allows.
enum ByteRange: Equatable {
    case whole
    case part(ClosedRange<Int64>)
    case unsatisfiable

    static func parse(_ header: String, size: Int64) -> ByteRange {
        let value = header.trimmingCharacters(in: .whitespaces)
        guard value.hasPrefix("bytes="), !value.contains(",") else { return .whole }
        let bounds = value.dropFirst("bytes=".count).split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard bounds.count == 2 else { return .whole }
        let (first, last) = (Int64(bounds[0].trimmingCharacters(in: .whitespaces)),
                             Int64(bounds[1].trimmingCharacters(in: .whitespaces)))
        switch (first, last) {
        case (let start?, let end):
            guard start < size, end.map({ $0 >= start }) ?? true else { return .unsatisfiable }
            return .part(start...min(end ?? size - 1, size - 1))
        case (nil, let suffix?):
            guard suffix > 0, size > 0 else { return .unsatisfiable }
            return .part(max(0, size - suffix)...(size - 1))
        case (nil, nil):
            return .whole
        }
    }
}

/// HTTP's date format (RFC 9110 IMF-fixdate).
enum HTTPDate {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }()

    static func format(_ date: Date) -> String { formatter.string(from: date) }

    /// The date `text` writes, or `nil`. Only the 29 ASCII characters of an IMF-fixdate reach the formatter:
    /// Foundation's `DateFormatter` on Linux traps on some text that is not ASCII, and a page writes these headers.
    static func parse(_ text: String) -> Date? {
        guard text.utf8.count == 29, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return formatter.date(from: text)
    }
}
