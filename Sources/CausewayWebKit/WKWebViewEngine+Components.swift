#if canImport(WebKit) && canImport(UIKit)
public import Causeway
import Foundation
import WebKit

extension WKWebViewEngine {
    public var componentHost: (any ComponentHost)? { components }

    /// `url` loaded as the page would load it, through this engine's handler when it serves the scheme, at most
    /// `limit` bytes of it.
    func loadResource(_ url: URL, limit: Int) async throws -> Data {
        let served = url.scheme.flatMap { configuration.urlSchemeHandler(forURLScheme: $0) as? SchemeTaskHandler }
        return try await PageResource.load(url, handler: served?.handler, limit: limit)
    }
}
#endif
