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
        await server.close()
    }
}
