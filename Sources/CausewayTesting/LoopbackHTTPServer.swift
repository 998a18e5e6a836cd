#if canImport(CausewayGTK)
import CWebKitGTK
public import Foundation

/// A real HTTP server on 127.0.0.1, on the GLib main loop the engine runs on (libsoup's server), for tests that
/// need what crosses the network: it answers every request with `respond` and records what it received.
@MainActor
public final class LoopbackHTTPServer {
    /// One request the server received.
    public struct Request: Sendable {
        public var path: String
        /// Header names in lower case.
        public var headers: [String: String]
    }

    /// The port it listens on.
    public let port: Int
    /// Every request received, in order.
    public private(set) var requests: [Request] = []
    private let server: UnsafeMutablePointer<SoupServer>
    private let respond: @MainActor (Request) -> (status: Int, contentType: String, body: String)

    /// Starts listening on a free loopback port.
    public init(respond: @escaping @MainActor (Request) -> (status: Int, contentType: String, body: String)) throws {
        self.respond = respond
        server = UnsafeMutableRawPointer(g_object_new_with_properties(soup_server_get_type(), 0, nil, nil)!)
            .assumingMemoryBound(to: SoupServer.self)
        var error: UnsafeMutablePointer<GError>?
        guard soup_server_listen_local(server, 0, SOUP_SERVER_LISTEN_IPV4_ONLY, &error) != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            throw HarnessError.timedOut("a loopback HTTP server to listen: \(message)")
        }
        let uris = soup_server_get_uris(server)
        port = uris.flatMap { $0.pointee.data }.map { Int(g_uri_get_port(OpaquePointer($0))) } ?? 0
        g_slist_free_full(uris) { g_uri_unref(OpaquePointer($0)) }
        let callback: SoupServerCallback = { _, message, path, _, userData in
            guard let message, let userData else { return }
            let server = Unmanaged<LoopbackHTTPServer>.fromOpaque(userData).takeUnretainedValue()
            MainActor.assumeIsolated { server.serve(message, path: path.map { String(cString: $0) } ?? "/") }
        }
        soup_server_add_handler(server, nil, callback, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// The URL of `path` on this server.
    public func url(_ path: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops listening.
    public func stop() {
        soup_server_disconnect(server)
    }

    private func serve(_ message: OpaquePointer, path: String) {
        var headers: [String: String] = [:]
        var iterator = SoupMessageHeadersIter()
        soup_message_headers_iter_init(&iterator, soup_server_message_get_request_headers(message))
        var name: UnsafePointer<CChar>?
        var value: UnsafePointer<CChar>?
        while soup_message_headers_iter_next(&iterator, &name, &value) != 0 {
            if let name, let value { headers[String(cString: name).lowercased()] = String(cString: value) }
        }
        let request = Request(path: path, headers: headers)
        requests.append(request)
        let (status, contentType, body) = respond(request)
        soup_server_message_set_status(message, guint(status), nil)
        let bytes = Array(body.utf8)
        soup_server_message_set_response(message, contentType, SOUP_MEMORY_COPY, bytes, gsize(bytes.count))
    }
}
#endif
