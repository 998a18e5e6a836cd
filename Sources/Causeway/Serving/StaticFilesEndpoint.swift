import CausewayHTTPFiles
public import Foundation

/// Serves files from folders on disk through a custom scheme: `SCHEME://HOST/path` reads `path` inside the folder
/// registered for `HOST`, with validators (`ETag`, `Last-Modified`, `304`) and byte ranges (`206`).
///
/// Paths are resolved after decoding and after following symbolic links; anything that lands outside the folder
/// is answered with 404, as is a host with no folder.
public struct StaticFilesEndpoint: Sendable {
    private let sites: [String: URL]

    /// Serves each folder under its host name.
    public init(sites: [String: URL]) {
        self.sites = sites.mapValues { $0.standardizedFileURL.resolvingSymlinksInPath() }
    }

    /// Answers one request.
    @MainActor
    public func respond(to request: SchemeRequest) async -> SchemeResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "Only GET and HEAD are served")
        }
        guard let host = request.url.host, let root = sites[host], let file = resolve(request.url.path, in: root) else {
            return .text(404, "Not found")
        }
        return SchemeResponse(FileResponse.respond(to: FileRequest(request), with: file))
    }

    /// The file `path` names inside `root`, or `nil` when it would leave the folder.
    func resolve(_ path: String, in root: URL) -> URL? {
        let decoded = path.removingPercentEncoding ?? path
        var relative = decoded.hasPrefix("/") ? String(decoded.dropFirst()) : decoded
        if relative.isEmpty || relative.hasSuffix("/") { relative += "index.html" }
        let candidate = root.appendingPathComponent(relative).standardizedFileURL.resolvingSymlinksInPath()
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard candidate.path.hasPrefix(rootPath) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue ? resolve(path + "/", in: root) : candidate
    }
}
