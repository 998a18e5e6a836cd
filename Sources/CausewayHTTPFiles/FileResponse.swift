public import Foundation

/// The answer to a ``FileRequest``: a status, headers and the body, which is either short bytes in memory or a
/// region of the file that the server or endpoint sends by streaming it from disk.
public struct FileResponse: Sendable, Equatable {
    /// What follows the headers.
    public enum Body: Sendable, Equatable {
        /// Bytes in memory: empty, or a short message.
        case data(Data)
        /// Bytes of a file, to be read in chunks as they are sent.
        case file(FileRegion)
    }

    /// The HTTP status code.
    public var status: Int
    /// Response headers.
    public var headers: [String: String]
    /// The body.
    public var body: Body

    /// Describes a response.
    public init(status: Int, headers: [String: String] = [:], body: Body = .data(Data())) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text response.
    static func text(_ status: Int, _ text: String) -> FileResponse {
        FileResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .data(Data(text.utf8)))
    }
}
