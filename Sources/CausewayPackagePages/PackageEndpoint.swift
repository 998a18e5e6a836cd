public import Causeway
import CausewayFetch
import CausewayHTTPFiles
public import CausewayPackages
import Synchronization
#if canImport(FoundationNetworking)
import Foundation
public import FoundationNetworking
#else
public import Foundation
#endif

/// Serves installed packages through a custom scheme: `causeway://ID/path` is the file `path` of the version of
/// package `ID` that the store serves, with validators and byte ranges. Works with any engine's scheme handler.
///
/// Only paths the signed manifest lists are served, looked up by name: `..`, `%2e%2e` and links can never reach
/// the disk outside the package. A path the manifest does not list is fetched from the manifest's `remoteBase`
/// when it has one (no more than ``maxRemoteBytes`` of it: past that it is `502`, read no further), and is otherwise
/// `404`.
///
/// ```swift
/// app.schemes["causeway"] = PackageEndpoint(store: store).respond
/// window.open(URL(string: "causeway://shop/")!)          // the entry page of the served version
/// ```
public struct PackageEndpoint: Sendable {
    /// The store whose packages are served.
    public let store: PackageStore
    /// Other host names that serve a package: `aliases[host]` is a package id. Each host is an origin of its own.
    public let aliases: [String: String]
    /// The most of a remote file that is passed through, in bytes: a remote file is read into memory whole, and
    /// one past this is answered `502` the moment it passes, read no further.
    public let maxRemoteBytes: Int
    private let session: URLSession
    /// Entry documents read ahead, by the SHA-256 the manifest gives them.
    private let readAhead = ReadAhead()

    /// Serves `store`'s packages, also under the host names in `aliases`, fetching remote files, at most
    /// `maxRemoteBytes` of each (32 MiB unless told otherwise), with `session`'s configuration: its headers and
    /// timeouts.
    public init(store: PackageStore, aliases: [String: String] = [:], session: URLSession = .shared,
                maxRemoteBytes: Int = 32 << 20)
    {
        self.store = store
        self.aliases = aliases
        self.session = session
        self.maxRemoteBytes = maxRemoteBytes
    }

    /// Answers one request.
    public func respond(to request: SchemeRequest) async -> SchemeResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .text(405, "Only GET and HEAD are served")
        }
        guard let host = request.url.host, let package = try? store.installed(aliases[host] ?? host) else {
            return .text(404, "No such package")
        }
        let decoded = request.url.path.removingPercentEncoding ?? request.url.path
        var path = decoded.hasPrefix("/") ? String(decoded.dropFirst()) : decoded
        if path.isEmpty { path = package.manifest.entry } else if path.hasSuffix("/") { path += "index.html" }
        if let file = package.manifest.files[path] {
            if request.method == "GET", request.headers["range"] == nil, request.headers["if-none-match"] == nil,
               let body = readAhead.documents.withLock({ $0[file.sha256] })
            {
                return SchemeResponse(status: 200, headers: ["Content-Type": MIMEType.forPathExtension(URL(fileURLWithPath: path).pathExtension),
                                                             "ETag": "\"\(file.sha256)\"", "Cache-Control": "no-cache"],
                                      body: body)
            }
            let answer = FileResponse.respond(to: FileRequest(request),
                                              with: package.filesFolder.appendingPathComponent(path),
                                              etag: "\"\(file.sha256)\"", lastModified: package.manifest.createdAt)
            return SchemeResponse(answer)
        }
        if let remoteBase = package.manifest.remoteBase, (try? PackagePath.check(path)) != nil {
            return await fetch(remoteBase.appendingPathComponent(path), for: request)
        }
        return .text(404, "Not in the package")
    }

    /// Reads the entry documents of the installed versions of `ids` into memory, so the first page of each opens
    /// without touching the disk. A document is served from memory only while the installed version still lists
    /// it with the same digest.
    public func readAhead(_ ids: [String]) {
        for id in ids {
            guard let package = try? store.installed(id), let file = package.manifest.files[package.manifest.entry],
                  let body = try? Data(contentsOf: package.filesFolder.appendingPathComponent(package.manifest.entry)),
                  FileDigest.of(body) == file.sha256
            else { continue }
            readAhead.documents.withLock { $0[file.sha256] = body }
        }
    }

    /// The remote file, passed through with its status, type, validators and range.
    private func fetch(_ url: URL, for request: SchemeRequest) async -> SchemeResponse {
        var remote = URLRequest(url: url)
        remote.httpMethod = request.method
        for name in ["range", "if-none-match", "if-modified-since", "if-range"] {
            if let value = request.headers[name] { remote.setValue(value, forHTTPHeaderField: name) }
        }
        // A HEAD's answer has no body, whatever length it names.
        let limit = request.method == "HEAD" ? Int64.max : Int64(maxRemoteBytes)
        let fetch = BoundedFetch(to: .memory, overrun: RemoteFileTooLarge()) { _ in limit }
        let status: Int
        do {
            status = try await fetch.fetch(remote, configuration: session.configuration)
        } catch is RemoteFileTooLarge {
            return .text(502, "The remote file is larger than \(maxRemoteBytes) bytes")
        } catch {
            return .text(502, "The remote file could not be fetched")
        }
        guard status > 0 else { return .text(502, "The remote file could not be fetched") }
        var headers: [String: String] = [:]
        for name in ["Content-Type", "Content-Range", "Accept-Ranges", "ETag", "Last-Modified", "Cache-Control"] {
            if let value = fetch.headers[name.lowercased()] { headers[name] = value }
        }
        return SchemeResponse(status: status, headers: headers, body: fetch.body)
    }
}

/// A remote file past ``PackageEndpoint/maxRemoteBytes``.
private struct RemoteFileTooLarge: Error {}

/// Documents read ahead by ``PackageEndpoint/readAhead(_:)``, shared by the endpoint's copies.
private final class ReadAhead: Sendable {
    let documents = Mutex<[String: Data]>([:])
}
