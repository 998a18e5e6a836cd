#if canImport(CCurl)
import CCurl
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One HTTP exchange through libcurl's easy interface, on a thread of its own, which tells a ``BoundedAnswer`` the
/// answer's head and body. Its body callback hands each piece to the answer as curl reads it and answers 0 the
/// moment the answer says no, which ends the transfer there: no more is read, whatever the server goes on sending.
///
/// Only HTTP and HTTPS are spoken, redirects included: a redirect's own body, which is not the answer's, is read no
/// further than ``discardedLimit``. The configuration's headers go with the request's; the shorter of the request's
/// and the configuration's request timeouts bounds connecting and any stretch in which nothing arrives, and the
/// configuration's resource timeout the whole exchange. Compressed answers are decoded, and bounded as decoded. Of
/// the rest of a configuration (cookies, caches, proxies' dictionary) nothing is used: proxies come from the
/// environment, as libcurl reads them.
final class CurlExchange: @unchecked Sendable {
    /// The most of a body that curl reads without handing it to the answer (a redirect's) before the exchange stops.
    static let discardedLimit: curl_off_t = 64 << 10

    private let answer: BoundedAnswer
    private let cancelled = Atomic(false)
    // @unchecked Sendable: `handle` and `discardedTooMuch` are set, used and cleared by the exchange's thread alone,
    // which alone calls the answer until it returns; `cancelled` is atomic.
    private var handle: UnsafeMutableRawPointer?
    private var discardedTooMuch = false

    private init(_ answer: BoundedAnswer) {
        self.answer = answer
    }

    /// Sends `request` with `configuration`'s headers and timeouts, its answer going to `answer`; returns the
    /// answer's status once its body, if allowed, is in its destination. Cancelling the task stops the transfer.
    static func perform(_ request: URLRequest, configuration: URLSessionConfiguration,
                        into answer: BoundedAnswer) async throws -> Int
    {
        let exchange = CurlExchange(answer)
        let options = try Options(request, configuration)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(with: Result { try exchange.run(options) })
                }
            }
        } onCancel: {
            exchange.cancelled.store(true, ordering: .relaxed)
        }
    }

    /// What the request asks of curl, read from the request and the configuration before the thread starts.
    private struct Options: Sendable {
        var url: String
        var method: String
        var body: Data?
        var headers: [String]
        var requestTimeout: TimeInterval
        var resourceTimeout: TimeInterval

        init(_ request: URLRequest, _ configuration: URLSessionConfiguration) throws {
            guard let url = request.url, ["http", "https"].contains(url.scheme?.lowercased()) else {
                throw URLError(.unsupportedURL)
            }
            self.url = url.absoluteString
            method = request.httpMethod ?? "GET"
            body = request.httpBody
            // By lowercased name, the request's over the configuration's, as a session merges them.
            var fields: [String: (name: String, value: String)] = [:]
            for case (let name as String, let value as String) in configuration.httpAdditionalHeaders ?? [:] {
                fields[name.lowercased()] = (name, value)
            }
            for (name, value) in request.allHTTPHeaderFields ?? [:] { fields[name.lowercased()] = (name, value) }
            if fields["user-agent"] == nil { fields["user-agent"] = ("User-Agent", CurlExchange.userAgent) }
            // curl spells an empty field `Name;` (`Name:` would remove it). It would ask a server to accept a large
            // body before sending it (`Expect:` removes that); the answer is waited for instead.
            headers = fields.values.map { $0.value.isEmpty ? "\($0.name);" : "\($0.name): \($0.value)" } + ["Expect:"]
            requestTimeout = min(request.timeoutInterval, configuration.timeoutIntervalForRequest)
            resourceTimeout = configuration.timeoutIntervalForResource
        }
    }

    private static let started: CURLcode = causeway_curl_start()

    /// What a session on Linux sends when the request names no agent: the program, then the library.
    private static let userAgent = "\(ProcessInfo.processInfo.processName) (Causeway) libcurl"

    /// Runs the transfer on the calling thread and ends the answer.
    private func run(_ options: Options) throws -> Int {
        guard Self.started == CURLE_OK, let handle = curl_easy_init() else {
            throw URLError(.cannotLoadFromNetwork)
        }
        self.handle = handle
        defer {
            self.handle = nil
            curl_easy_cleanup(handle)
        }
        var headers: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headers) }
        for header in options.headers {
            guard let longer = curl_slist_append(headers, header) else { throw URLError(.cannotLoadFromNetwork) }
            headers = longer
        }
        let context = Unmanaged.passUnretained(self).toOpaque()

        var set = [
            causeway_curl_set_pointer(handle, CURLOPT_URL, options.url),
            causeway_curl_set_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
            causeway_curl_set_pointer(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"),
            causeway_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 1),
            causeway_curl_set_long(handle, CURLOPT_MAXREDIRS, 16),
            causeway_curl_set_long(handle, CURLOPT_NOSIGNAL, 1),
            causeway_curl_set_pointer(handle, CURLOPT_HTTPHEADER, headers),
            // Every encoding curl decodes is offered; the answer counts the decoded bytes.
            causeway_curl_set_pointer(handle, CURLOPT_ACCEPT_ENCODING, ""),
            causeway_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(options.requestTimeout)),
            causeway_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(options.resourceTimeout)),
            causeway_curl_set_pointer(handle, CURLOPT_WRITEDATA, context),
            causeway_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
                let exchange = Unmanaged<CurlExchange>.fromOpaque(context!).takeUnretainedValue()
                return exchange.take(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
            },
            causeway_curl_set_long(handle, CURLOPT_NOPROGRESS, 0),
            causeway_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context),
            causeway_curl_set_progress_callback(handle) { context, _, received, _, _ in
                Unmanaged<CurlExchange>.fromOpaque(context!).takeUnretainedValue().goesOn(received: received) ? 0 : 1
            },
        ]
        // No stretch without bytes longer than the request timeout, when there is one (0: no timeout).
        let stall = Self.milliseconds(options.requestTimeout) / 1000
        if stall > 0 {
            set.append(causeway_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1))
            set.append(causeway_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, stall))
        }
        switch options.method {
        case "GET":
            break
        case "HEAD":
            set.append(causeway_curl_set_long(handle, CURLOPT_NOBODY, 1))
        default:
            // The size first, so that curl copies that many bytes: an empty body still needs somewhere to point.
            let body = options.body ?? Data()
            set.append(causeway_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
            set.append((body.isEmpty ? Data([0]) : body).withUnsafeBytes {
                causeway_curl_set_pointer(handle, CURLOPT_COPYPOSTFIELDS, $0.baseAddress)
            })
            if options.method != "POST" {
                set.append(causeway_curl_set_pointer(handle, CURLOPT_CUSTOMREQUEST, options.method))
            }
        }
        guard set.allSatisfy({ $0 == CURLE_OK }) else { throw URLError(.cannotLoadFromNetwork) }

        let code = curl_easy_perform(handle)
        switch code {
        case CURLE_OK:
            if answer.isWaiting { _ = open() } // an answer without a body
            return try answer.finish(nil)
        case CURLE_WRITE_ERROR:
            // The answer said no, and knows why.
            return try answer.finish(nil)
        case CURLE_ABORTED_BY_CALLBACK where discardedTooMuch:
            return try answer.finish(URLError(.badServerResponse, userInfo: [
                NSLocalizedDescriptionKey: "A body that is not the answer's (a redirect's) went past \(Self.discardedLimit) bytes",
            ]))
        case CURLE_ABORTED_BY_CALLBACK:
            return try answer.finish(CancellationError())
        default:
            return try answer.finish(Self.error(code))
        }
    }

    /// Whether the transfer goes on, told how much of the current response's body curl has read: not once the task
    /// is cancelled, nor past ``discardedLimit`` of a body the answer is not given (a redirect's, which curl reads to
    /// its end and drops).
    private func goesOn(received: curl_off_t) -> Bool {
        if cancelled.load(ordering: .relaxed) { return false }
        if answer.isWaiting, received > Self.discardedLimit {
            discardedTooMuch = true
            return false
        }
        return true
    }

    /// Hands a piece of the body to the answer, telling it the head first.
    private func take(_ piece: UnsafeRawBufferPointer) -> Bool {
        guard !answer.isWaiting || open() else { return false }
        return answer.take(piece)
    }

    /// Tells the answer the head of the answer curl is reading: its status, the length it declares, its fields.
    private func open() -> Bool {
        var status = 0
        var length: curl_off_t = -1
        _ = causeway_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        _ = causeway_curl_get_offset(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
        var headers: [String: String] = [:]
        // The last request's own fields (-1), not a redirect's, a proxy's or trailers.
        // A field that comes more than once is joined with commas, as a session joins it.
        var field = curl_easy_nextheader(handle, UInt32(CURLH_HEADER), -1, nil)
        while let current = field {
            let name = String(cString: current.pointee.name)
            let value = String(cString: current.pointee.value)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            field = curl_easy_nextheader(handle, UInt32(CURLH_HEADER), -1, current)
        }
        return answer.open(status: status, expectedLength: length >= 0 ? Int64(length) : nil, headers: headers)
    }

    private static func milliseconds(_ interval: TimeInterval) -> Int {
        interval.isFinite && interval > 0 ? Int(min(interval * 1000, Double(Int32.max))) : 0
    }

    /// The `URLError` a session would have failed with, with curl's description of what happened.
    private static func error(_ code: CURLcode) -> URLError {
        let kind: URLError.Code = switch code {
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .cannotFindHost
        case CURLE_COULDNT_CONNECT: .cannotConnectToHost
        case CURLE_TOO_MANY_REDIRECTS: .httpTooManyRedirects
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: .unsupportedURL
        case CURLE_PEER_FAILED_VERIFICATION: .serverCertificateUntrusted
        case CURLE_SSL_CONNECT_ERROR: .secureConnectionFailed
        case CURLE_GOT_NOTHING, CURLE_WEIRD_SERVER_REPLY: .badServerResponse
        default: .networkConnectionLost
        }
        return URLError(kind, userInfo: [NSLocalizedDescriptionKey: String(cString: curl_easy_strerror(code))])
    }
}
#endif
