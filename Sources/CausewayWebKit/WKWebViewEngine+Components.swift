#if canImport(WebKit) && canImport(UIKit)
public import Causeway
import Foundation
import WebKit

extension WKWebViewEngine {
    public var componentHost: (any ComponentHost)? { components }

    /// The bytes at `url` as the page would load them: `file:` from disk, a scheme this engine serves through its
    /// handler, anything else with `URLSession`.
    func loadResource(_ url: URL) async throws -> Data {
        if url.isFileURL { return try Data(contentsOf: url) }
        if let scheme = url.scheme,
           let served = configuration.urlSchemeHandler(forURLScheme: scheme) as? SchemeTaskHandler
        {
            let response = await served.handler(SchemeRequest(url: url))
            guard response.status == 200 else {
                throw WKWebViewEngineError.resource("\(url.absoluteString) answered \(response.status)")
            }
            return response.body
        }
        let (data, response) = try await URLSession.shared.data(from: url)
        if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
            throw WKWebViewEngineError.resource("\(url.absoluteString) answered \(status)")
        }
        return data
    }
}
#endif
