import CWebKitGTK
import CausewayGTK
import CausewayTesting
import Foundation

/// A real HTTP server on 127.0.0.1, on the GLib main loop the engine runs on (libsoup's server), for tests that
/// need what crosses the network: it answers every request with `respond` and records what it received.
@MainActor
final class LoopbackHTTPServer {
    /// One request the server received.
    struct Request: Sendable {
        var path: String
        /// Header names in lower case.
        var headers: [String: String]
    }

    /// The port it listens on.
    let port: Int
    /// Every request received, in order.
    private(set) var requests: [Request] = []
    private let server: UnsafeMutablePointer<SoupServer>
    private let respond: @MainActor (Request) -> (status: Int, contentType: String, body: String)

    /// Starts listening on a free loopback port.
    init(respond: @escaping @MainActor (Request) -> (status: Int, contentType: String, body: String)) throws {
        self.respond = respond
        switch makeLoopbackSoupServer() {
        case .success(let listening): (server, port) = listening
        case .failure(let error): throw HarnessError.timedOut("a loopback HTTP server to listen: \(error.message)")
        }
        CCallback.addHandler(to: server) { [weak self] message, path in self?.serve(message, path: path) }
    }

    /// The URL of `path` on this server.
    func url(_ path: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops listening.
    func stop() {
        soup_server_disconnect(server)
    }

    private func serve(_ message: OpaquePointer, path: String) {
        let request = Request(path: path, headers: headerDictionary(soup_server_message_get_request_headers(message)))
        requests.append(request)
        let (status, contentType, body) = respond(request)
        soup_server_message_set_status(message, guint(status), nil)
        let bytes = Array(body.utf8)
        soup_server_message_set_response(message, contentType, SOUP_MEMORY_COPY, bytes, gsize(bytes.count))
    }
}
