import CausewayFetch
public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How components load the URLs they name, the way their page would, and no more of one than a limit: a `file:` URL
/// from disk, a URL on a scheme the engine serves through that scheme's handler, an `http` or `https` URL from the
/// network (its transfer ends at the limit, whatever the server goes on sending), a `data:` URL from itself. Each
/// engine's ``ComponentStage`` loads with it, giving the handler of its own scheme and the page's
/// ``PageBudget/componentResourceBytes``.
public enum PageResource {
    /// Why a URL could not be loaded.
    public enum Failure: Error, Equatable, Sendable {
        /// The scheme handler or the server answered with this status instead of 200.
        case status(URL, Int)
        /// The engine whose schemes the URL would go through is gone.
        case engineGone
        /// The URL holds more bytes than the limit given here; no more of it was read.
        case tooLarge(URL, Int)
        /// Nothing loads the URL's scheme: no handler of the engine, and not `file`, `http`, `https` or `data`.
        case unsupportedScheme(URL)
        /// The app does not open this URL for a page (``Policy``): a file, or a private address.
        case refused(URL)
    }

    /// The bytes at `url`, at most `limit` of them; `handler` serves its scheme when the engine has one for it.
    public static func load(_ url: URL, handler: SchemeHandler?, limit: Int) async throws -> Data {
        let tooLarge = Failure.tooLarge(url, limit)
        if url.isFileURL { return try read(url, limit: limit, else: tooLarge) }
        if let handler {
            let response = await handler(SchemeRequest(url: url))
            guard response.status == 200 else { throw Failure.status(url, response.status) }
            return try await response.body.collected(upTo: limit, else: tooLarge)
        }
        switch url.scheme?.lowercased() {
        case "http", "https":
            let fetch = BoundedFetch(to: .memory, overrun: tooLarge) { $0 == 200 ? Int64(limit) : nil }
            let status = try await fetch.fetch(URLRequest(url: url), configuration: .default)
            guard status == 200 else { throw Failure.status(url, status) }
            return fetch.body
        case "data":
            // Its bytes are in the URL itself, which the page's message already bounded.
            let (data, _) = try await URLSession.shared.data(from: url)
            guard data.count <= limit else { throw tooLarge }
            return data
        default:
            throw Failure.unsupportedScheme(url)
        }
    }

    /// The file at `url`, read 64 KiB at a time, and never more than one piece past `limit`.
    private static func read(_ url: URL, limit: Int, else tooLarge: Failure) throws -> Data {
        let file = try FileHandle(forReadingFrom: url)
        defer { try? file.close() }
        var data = Data()
        while let piece = try file.read(upToCount: 64 << 10), !piece.isEmpty {
            guard piece.count <= limit - data.count else { throw tooLarge }
            data.append(piece)
        }
        return data
    }
}
