import ArgumentParser
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A request of the tool to the update server's API, as publishers make them.
enum UpdateServerRequest {
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    /// Sends `method` to `path` below `/v1/` on `server`, with `token` when there is one and `body` as JSON, and
    /// returns the answer's body; throws the server's message when it does not answer 2xx.
    static func send(_ method: String, _ path: String, on server: String, body: Data? = nil,
                     token: String?) async throws -> Data
    {
        let base = server.hasSuffix("/") ? String(server.dropLast()) : server
        guard let url = URL(string: "\(base)/v1/\(path)"), url.host != nil else {
            throw ValidationError("\(server) is not a URL")
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body
        }
        let (answer, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            throw ValidationError("the server answered \(status): \(String(decoding: answer, as: UTF8.self))")
        }
        return answer
    }

    /// `text` as one segment of a path or a query value.
    static func escaped(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
