import Foundation
import Hummingbird
import Logging

/// An HTTP server on loopback that serves a folder and waits `delay` before each answer, standing in for a
/// mobile network. Every path starts with a segment of its own (`/round-N/…`) that is ignored, so each round
/// starts with the engine's cache cold.
struct DelayedFileServer {
    let url: URL
    private let running: Task<Void, any Error>

    static func start(_ folder: URL, delay: Duration) async throws -> DelayedFileServer {
        let router = Router()
        router.get("/:round/**") { request, context -> Response in
            try await Task.sleep(for: delay)
            let path = context.parameters.getCatchAll().joined(separator: "/")
            let file = folder.appendingPathComponent(path).standardizedFileURL
            guard file.path.hasPrefix(folder.standardizedFileURL.path + "/"), let data = try? Data(contentsOf: file) else {
                return Response(status: .notFound)
            }
            let type = MediaType.getMediaType(forExtension: file.pathExtension)?.description ?? "application/octet-stream"
            return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var quiet = Logger(label: "causeway.bench.http")
        quiet.logLevel = .critical
        let application = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
                                      onServerRunning: { continuation.yield($0.localAddress?.port ?? 0) }, logger: quiet)
        let running = Task { try await application.runService(gracefulShutdownSignals: []) }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { throw URLError(.cannotConnectToHost) }
        return DelayedFileServer(url: URL(string: "http://127.0.0.1:\(port)")!, running: running)
    }

    func stop() {
        running.cancel()
    }
}
