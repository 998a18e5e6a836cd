public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How components load the URLs they name, the way their page would: a `file:` URL from disk, a URL on a scheme the
/// engine serves through that scheme's handler, anything else from the network. Each engine's ``ComponentStage``
/// loads with it, giving the handler of its own scheme.
public enum PageResource {
    /// Why a URL could not be loaded.
    public enum Failure: Error, Equatable, Sendable {
        /// The scheme handler or the server answered with this status instead of 200.
        case status(URL, Int)
        /// The engine whose schemes the URL would go through is gone.
        case engineGone
    }

    /// The bytes at `url`; `handler` serves its scheme when the engine has one for it.
    public static func load(_ url: URL, handler: SchemeHandler?) async throws -> Data {
        if url.isFileURL { return try Data(contentsOf: url) }
        if let handler {
            let response = await handler(SchemeRequest(url: url))
            guard response.status == 200 else { throw Failure.status(url, response.status) }
            return try await response.body.collected()
        }
        let (data, response) = try await URLSession.shared.data(from: url)
        if let status = (response as? HTTPURLResponse)?.statusCode, status != 200 {
            throw Failure.status(url, status)
        }
        return data
    }
}
