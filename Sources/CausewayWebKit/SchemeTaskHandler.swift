#if canImport(WebKit) && canImport(UIKit)
import Causeway
import Foundation
import WebKit

/// Serves one custom scheme for WKWebView with a ``SchemeHandler``.
///
/// A streamed body is handed to WebKit chunk by chunk, as it is read. WebKit forbids answering a task after it
/// has been stopped, so stopping a task cancels the work answering it: its answer is dropped, and a streamed body
/// stops being read (its file is closed).
@MainActor
final class SchemeTaskHandler: NSObject, WKURLSchemeHandler {
    /// What answers the scheme's requests.
    let handler: SchemeHandler
    /// Which requests have their bodies read.
    private let gate: SchemeBodyGate?
    /// The work answering each task WebKit has not stopped.
    private var running: [ObjectIdentifier: Work] = [:]

    /// The task answering one scheme task, known once it has started (an answer given at once is over by then).
    private final class Work {
        var task: Task<Void, Never>?
    }

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
        let work = Work()
        running[task] = work
        work.task = Task.onMainActorNow { [refusal] in
            defer { self.running[task] = nil }
            let response = if let refusal { refusal } else { await self.handler(schemeRequest) }
            guard !Task.isCancelled else { return }
            guard let answer = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
                                               headerFields: response.headers)
            else {
                urlSchemeTask.didFailWithError(URLError(.cannotParseResponse))
                return
            }
            urlSchemeTask.didReceive(answer)
            switch response.body {
            case .data(let data):
                urlSchemeTask.didReceive(data)
            case .stream(let stream):
                do {
                    for try await chunk in stream.chunks {
                        guard !Task.isCancelled else { return }
                        urlSchemeTask.didReceive(chunk)
                    }
                } catch {
                    if !Task.isCancelled { urlSchemeTask.didFailWithError(error) }
                    return
                }
                guard !Task.isCancelled else { return }
            }
            urlSchemeTask.didFinish()
        }
    }

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask) {
        running.removeValue(forKey: ObjectIdentifier(urlSchemeTask))?.task?.cancel()
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
