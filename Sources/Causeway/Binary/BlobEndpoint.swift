import Foundation

/// Serves the `causeway-blob` scheme: pages upload bytes for native handlers and fetch bytes native code sent.
///
/// `POST causeway-blob://bridge/upload` stores the body and answers its token, or 413 past a byte limit and 429 past the
/// frame's count of waiting uploads (``PageBudget/waitingBlobs``); `GET causeway-blob://bridge/TOKEN`
/// answers the bytes once. Any origin may fetch: a token is an unguessable single-use capability. Only the courier
/// can upload: the engine reads a body only when the bridge's ``SchemeBodyGate`` admits the request, so any other
/// upload arrives without one and is refused.
struct BlobEndpoint: Sendable {
    let store: BlobStore

    private static let corsHeaders = [
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": "*",
        "Access-Control-Max-Age": "600",
        "Cache-Control": "no-store",
    ]

    /// A gate with a fresh secret for uploads of at most `maxBytes`.
    static func uploadGate(maxBytes: Int) -> SchemeBodyGate {
        SchemeBodyGate(header: "x-causeway-upload", value: BlobStore.makeToken(), maxBytes: maxBytes,
                       tooLargeResponse: .text(413, "The body is larger than \(maxBytes) bytes", headers: corsHeaders))
    }

    @MainActor
    func respond(to request: SchemeRequest) async -> SchemeResponse {
        let path = request.url.path
        switch (request.method, path) {
        case ("OPTIONS", _):
            return SchemeResponse(status: 204, headers: Self.corsHeaders)
        case ("POST", "/upload"):
            guard let body = request.body, let frame = request.headers[Bridge.uploadFrameHeader] else {
                return .text(403, "Uploads go through the bridge's courier", headers: Self.corsHeaders)
            }
            do {
                return .text(200, try store.depositUpload(body, from: frame), headers: Self.corsHeaders)
            } catch .frameCountFull(let limit) {
                return .text(429, "The frame has \(limit) uploads waiting", headers: Self.corsHeaders)
            } catch {
                return .text(413, "The blob store is full: \(error)", headers: Self.corsHeaders)
            }
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
