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
    private var stopped: Set<ObjectIdentifier> = []

    init(_ handler: @escaping SchemeHandler) {
        self.handler = handler
    }

    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask) {
        let request = urlSchemeTask.request
        guard let url = request.url else {
            urlSchemeTask.didFailWithError(URLError(.badURL))
            return
        }
        let schemeRequest = SchemeRequest(url: url, method: request.httpMethod ?? "GET",
                                          headers: request.allHTTPHeaderFields ?? [:],
                                          body: request.httpBody ?? request.httpBodyStream.map(Self.readAll))
        let task = ObjectIdentifier(urlSchemeTask)
        Task.onMainActorNow {
            let response = await self.handler(schemeRequest)
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

    /// Reads a request body that WebKit hands over as a stream rather than as data.
    private static func readAll(_ stream: InputStream) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
#endif
