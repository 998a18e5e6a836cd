public import Foundation

/// The answer to a ``FileRequest``: a status, headers and the bytes of the body.
public struct FileResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// Response headers.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Describes a response.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text response.
    static func text(_ status: Int, _ text: String) -> FileResponse {
        FileResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
}
