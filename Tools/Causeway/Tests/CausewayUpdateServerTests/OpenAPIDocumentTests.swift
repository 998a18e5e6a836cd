import CausewayUpdateServer
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The OpenAPI document describes every route the server has, and only those, and the server serves it.
@Suite struct OpenAPIDocumentTests {
    @Test func everyRouteIsInTheDocumentAndEveryOperationIsARoute() async throws {
        let server = try await ServerFixture()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json.utf8)) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let methods: Set<String> = ["get", "head", "post", "put", "delete", "patch"]
        let documented = paths.flatMap { path, item in
            item.keys.filter(methods.contains).map { "\($0.uppercased()) \(path)" }
        }.sorted()
        let routes = UpdateServer(service: server.service, tokens: []).routes
        #expect(routes == documented)
        #expect(routes.count >= 17, "\(routes)")

        let (served, answer) = try await URLSession.shared.data(from: server.url.appendingPathComponent("openapi.json"))
        #expect((answer as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
        #expect(String(decoding: served, as: UTF8.self) == OpenAPIDocument.json)

        // The bounds the document declares for a check's channel (1 to 64 bytes) are the server's.
        for (channel, status) in [("", 400), (String(repeating: "c", count: 65), 400), (String(repeating: "c", count: 64), 204)] {
            let check = server.url.appendingPathComponent("v1/packages/shop/update").appending(queryItems: [
                URLQueryItem(name: "device", value: "d"), URLQueryItem(name: "native", value: "1.0.0"),
                URLQueryItem(name: "channel", value: channel),
            ])
            let (_, answer) = try await URLSession.shared.data(from: check)
            #expect((answer as? HTTPURLResponse)?.statusCode == status, "channel of \(channel.utf8.count) bytes")
        }
        await server.close()
    }
}
