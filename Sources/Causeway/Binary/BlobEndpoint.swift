import Foundation

/// Serves the `causeway-blob` scheme: pages upload bytes for native handlers and fetch bytes native code sent.
///
/// `POST causeway-blob://bridge/upload` stores the body and answers its token; `GET causeway-blob://bridge/TOKEN`
/// answers the bytes once. Any origin may use it: a token is an unguessable single-use capability.
struct BlobEndpoint: Sendable {
    let store: BlobStore
    let limits: BridgeLimits

    private static let corsHeaders = [
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": "*",
        "Cache-Control": "no-store",
    ]

    @MainActor
    func respond(to request: SchemeRequest) async -> SchemeResponse {
        let path = request.url.path
        switch (request.method, path) {
        case ("OPTIONS", _):
            return SchemeResponse(status: 204, headers: Self.corsHeaders)
        case ("POST", "/upload"):
            let body = request.body ?? Data()
            guard body.count <= limits.maxBlobBytes else {
                return .text(413, "The body is \(body.count) bytes; the limit is \(limits.maxBlobBytes)",
                             headers: Self.corsHeaders)
            }
            return .text(200, store.deposit(body), headers: Self.corsHeaders)
        case ("GET", _):
            let token = String(path.drop { $0 == "/" })
            guard let data = store.claim(token) else {
                return .text(404, "No blob with that token", headers: Self.corsHeaders)
            }
            return SchemeResponse(status: 200,
                                  headers: Self.corsHeaders.merging(["Content-Type": "application/octet-stream"]) { a, _ in a },
                                  body: data)
        default:
            return .text(405, "Not supported", headers: Self.corsHeaders)
        }
    }
}
