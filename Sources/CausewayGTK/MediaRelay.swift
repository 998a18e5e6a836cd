import CWebKitGTK
import Causeway
import Foundation

/// Plays media from custom schemes on WebKitGTK, whose media player reads only `http(s)`, `file`, `blob` and
/// `data` URLs.
///
/// The relay is a server on the loopback interface. A page's media URL on one of its engine's custom schemes is
/// rewritten by ``pageScript(base:schemes:)`` to
/// `http://127.0.0.1:PORT/TOKEN/SCHEME/HOST/PATH`, and the relay answers it through the same ``SchemeHandler``
/// the engine serves that scheme with, ranges and validators included, so a video seeks. `TOKEN` is a random
/// secret per engine: a request without a live token, or for a scheme the engine does not serve, gets a 404, and
/// only `GET` and `HEAD` pass. A streamed answer (a file) is relayed chunk by chunk (``RelayedBody``).
@MainActor
final class MediaRelay {
    /// The relay of this process, listening from first use; `nil` when no loopback port could be opened.
    static let shared: MediaRelay? = MediaRelay()

    /// `http://127.0.0.1:PORT/`.
    let base: URL
    private let server: UnsafeMutablePointer<SoupServer>
    private var routes: [String: [String: SchemeHandler]] = [:]
    /// Answers whose bodies are being streamed, until their messages end.
    private var streaming: [RelayedBody] = []

    private init?() {
        guard case .success(let listening) = makeLoopbackSoupServer() else { return nil }
        server = listening.server
        base = URL(string: "http://127.0.0.1:\(listening.port)/")!
        CCallback.addHandler(to: server) { [weak self] message, path in self?.serve(message, path: path) }
    }

    /// The page script that rewrites media URLs on `schemes` to `base` (the relay's URL with a token), for every
    /// frame at document start.
    static func pageScript(base: URL, schemes: [String]) -> String {
        struct Config: Encodable {
            var base: String
            var schemes: [String]
        }
        let config = Config(base: base.absoluteString + "/", schemes: schemes)
        // Encoding two strings and an array of strings cannot fail.
        let json = (try? JSONEncoder().encode(config)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "(\(rewritingScript))(\(json));"
    }

    private static let rewritingScript: String = {
        guard let url = Bundle.module.url(forResource: "media-relay", withExtension: "js"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            preconditionFailure("The CausewayGTK resource media-relay.js is missing from the package bundle")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: ";"))
    }()

    /// A new secret for an engine's routes.
    static func makeToken() -> String {
        (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max)) }.joined()
    }

    /// Answers media requests for `scheme` under `token` with `handler`.
    func route(_ scheme: String, token: String, to handler: @escaping SchemeHandler) {
        routes[token, default: [:]][scheme] = handler
    }

    /// Stops answering anything under `token`.
    func removeRoutes(token: String) {
        routes[token] = nil
    }

    /// The custom-scheme URL a relay path stands for, with the handler that serves it.
    private func target(of path: String, query: String?) -> (URL, SchemeHandler)? {
        let parts = path.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, let handler = routes[String(parts[1])]?[String(parts[2])] else {
            return nil
        }
        let authorityAndPath = parts[3]
        let query = query.map { "?\($0)" } ?? ""
        return URL(string: "\(parts[2])://\(authorityAndPath)\(query)").map { ($0, handler) }
    }

    private func serve(_ message: OpaquePointer, path: String) {
        let method = String(cString: soup_server_message_get_method(message))
        let query = g_uri_get_query(soup_server_message_get_uri(message)).map { String(cString: $0) }
        guard method == "GET" || method == "HEAD" else {
            return answer(message, with: .text(405, "The media relay only reads"))
        }
        guard let (url, handler) = target(of: path, query: query) else {
            return answer(message, with: .text(404, "Not found"))
        }
        var headers = headerDictionary(soup_server_message_get_request_headers(message))
        headers["host"] = nil
        let request = SchemeRequest(url: url, method: method, headers: headers)
        soup_server_message_pause(message)
        g_object_ref(UnsafeMutableRawPointer(message))
        let retained = MainThreadPointer(raw: message)
        Task {
            let response = await handler(request)
            self.answer(retained.raw, with: response)
            soup_server_message_unpause(retained.raw)
            g_object_unref(UnsafeMutableRawPointer(retained.raw))
        }
    }

    private func answer(_ message: OpaquePointer, with response: SchemeResponse) {
        soup_server_message_set_status(message, guint(response.status), nil)
        let headers = soup_server_message_get_response_headers(message)
        var contentType: String?
        for (name, value) in response.headers {
            switch name.lowercased() {
            case "content-type": contentType = value
            case "content-length": continue
            default: soup_message_headers_append(headers, name, value)
            }
        }
        switch response.body {
        case .data(let data):
            data.withUnsafeBytes { body in
                soup_server_message_set_response(message, contentType, SOUP_MEMORY_COPY,
                                                 body.baseAddress?.assumingMemoryBound(to: CChar.self),
                                                 gsize(body.count))
            }
        case .stream(let stream):
            if let contentType { soup_message_headers_replace(headers, "Content-Type", contentType) }
            let relayed = RelayedBody(message: message, stream: stream) { [weak self] ended in
                self?.streaming.removeAll { $0 === ended }
            }
            streaming.append(relayed)
        }
    }
}
