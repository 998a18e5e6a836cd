import CWebKitGTK
import Foundation

/// Reads the body of a WebKitGTK scheme request in slices, giving the main loop a turn between them, so a large
/// body neither stalls the app nor costs more memory than the limit it is read against.
@MainActor
enum RequestBody {
    private static let sliceBytes = 1 << 20

    /// The whole body of `request` (empty when it has none), or `nil` as soon as it proves larger than `limit` bytes.
    ///
    /// Call it only for a request a ``SchemeBodyGate`` admitted: WebKit crashes reading a body that holds a blob.
    static func read(_ request: OpaquePointer, limit: Int) async -> Data? {
        guard let stream = webkit_uri_scheme_request_get_http_body(request) else { return Data() }
        defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: sliceBytes)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                g_input_stream_read(stream, $0.baseAddress, gsize(sliceBytes), nil, nil)
            }
            guard count > 0 else { return data }
            guard data.count + count <= limit else { return nil }
            data.append(contentsOf: buffer[0..<count])
            await MainLoopTurn.next()
        }
    }
}

/// Waiting for the GLib main loop's next idle turn.
enum MainLoopTurn {
    /// Returns once the main loop has run what was already waiting (input, the web process's messages, timers).
    @MainActor
    static func next() async {
        await withCheckedContinuation { continuation in
            CCallback.atNextIdle { continuation.resume() }
        }
    }
}
