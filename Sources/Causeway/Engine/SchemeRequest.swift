public import Foundation

/// A request the engine routes to a custom URL scheme.
public struct SchemeRequest: Sendable {
    /// The requested URL.
    public var url: URL
    /// The HTTP method, upper case.
    public var method: String
    /// Request headers, with names in lower case.
    public var headers: [String: String]
    /// The request body, when it has one and the scheme's ``SchemeBodyGate`` admitted the request (an empty body
    /// is then empty data); `nil` otherwise.
    public var body: Data?

    /// Describes a request.
    public init(url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) {
        self.url = url
        self.method = method.uppercased()
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}

/// The answer to a ``SchemeRequest``.
public struct SchemeResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// Response headers.
    public var headers: [String: String]
    /// The body: bytes in memory, or a stream the engine sends in pieces.
    public var body: SchemeBody

    /// Describes a response whose body is in memory.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.init(status: status, headers: headers, body: .data(body))
    }

    /// Describes a response with `body`.
    public init(status: Int, headers: [String: String] = [:], body: SchemeBody) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text response.
    public static func text(_ status: Int, _ text: String, headers: [String: String] = [:]) -> SchemeResponse {
        SchemeResponse(status: status, headers: headers.merging(["Content-Type": "text/plain; charset=utf-8"]) { a, _ in a },
                       body: Data(text.utf8))
    }
}

/// Answers requests for one custom URL scheme.
public typealias SchemeHandler = @MainActor (SchemeRequest) async -> SchemeResponse
