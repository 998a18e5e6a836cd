/// Which requests to a custom scheme have their bodies read, and up to what size.
///
/// WebKit's UI process cannot read a request body that holds a `Blob` or a `File`: it has no blob registry, and
/// reading one (WebKitGTK's `webkit_uri_scheme_request_get_http_body`, older releases' `WKURLSchemeTask.request`)
/// crashes the app. Nothing in a request says what its body holds, and any frame can send one. So an engine reads
/// a body only when the request carries ``header`` with ``value``, a secret known only to a script that sends plain
/// bytes (the bridge's courier, in a world page script cannot reach). Every other request reaches its handler
/// with no body.
public struct SchemeBodyGate: Sendable {
    /// The request header that must hold ``value``, in lower case.
    public let header: String
    /// The secret.
    public let value: String
    /// The largest body read; the engine answers ``tooLargeResponse`` to a larger one without reading the rest.
    public let maxBytes: Int
    /// The answer to a body larger than ``maxBytes``.
    public let tooLargeResponse: SchemeResponse

    /// Admits requests whose `header` is `value`, with bodies of at most `maxBytes`; a larger body is answered
    /// with `tooLargeResponse` (by default a plain `413`).
    public init(header: String, value: String, maxBytes: Int, tooLargeResponse: SchemeResponse? = nil) {
        self.header = header.lowercased()
        self.value = value
        self.maxBytes = maxBytes
        self.tooLargeResponse = tooLargeResponse ?? .text(413, "The body is larger than \(maxBytes) bytes")
    }

    /// Whether a request with `headers` (names in lower case, as ``SchemeRequest/headers`` has them) may have its
    /// body read.
    public func admits(_ headers: [String: String]) -> Bool {
        headers[header] == value
    }
}
