#if canImport(WebKit)
import Causeway
import Foundation
import WebKit

/// Serves one custom scheme for WKWebView with a ``SchemeHandler``.
///
/// WebKit forbids answering a task after it has been stopped, so stopped tasks are remembered until their handler
/// returns and their answer is dropped.
@MainActor
final class SchemeTaskHandler: NSObject, WKURLSchemeHandler {
    /// What answers the scheme's requests.
    let handler: SchemeHandler
    /// Which requests have their bodies read.
    private let gate: SchemeBodyGate?
    private var stopped: Set<ObjectIdentifier> = []

    init(gate: SchemeBodyGate?, _ handler: @escaping SchemeHandler) {
        self.gate = gate
        self.handler = handler
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        let request = urlSchemeTask.request
        guard let url = request.url else {
            urlSchemeTask.didFailWithError(URLError(.badURL))
            return
        }
        var schemeRequest = SchemeRequest(url: url, method: request.httpMethod ?? "GET",
                                          headers: request.allHTTPHeaderFields ?? [:])
        if let gate, gate.admits(schemeRequest.headers) {
            schemeRequest.body = request.httpBody ?? request.httpBodyStream.map { Self.read($0, limit: gate.maxBytes) } ?? Data()
        }
        var refusal: SchemeResponse?
        if let gate, let body = schemeRequest.body, body.count > gate.maxBytes { refusal = gate.tooLargeResponse }
        let task = ObjectIdentifier(urlSchemeTask)
        Task.onMainActorNow { [refusal] in
            let response = if let refusal { refusal } else { await self.handler(schemeRequest) }
            guard self.stopped.remove(task) == nil else { return }
            guard let answer = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
                                               headerFields: response.headers)
            else {
                urlSchemeTask.didFailWithError(URLError(.cannotParseResponse))
                return
            }
            urlSchemeTask.didReceive(answer)
            urlSchemeTask.didReceive(response.body)
            urlSchemeTask.didFinish()
        }
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        stopped.insert(ObjectIdentifier(urlSchemeTask))
    }

    /// Reads a request body that WebKit hands over as a stream rather than as data, stopping once it holds more
    /// than `limit` bytes.
    private static func read(_ stream: InputStream, limit: Int) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        stream.open()
        defer { stream.close() }
        while data.count <= limit {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
#endif
