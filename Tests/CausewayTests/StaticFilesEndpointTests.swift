import Causeway
import Foundation
import Testing

/// The static files endpoint serves what is inside its folders and nothing else.
@MainActor
@Suite struct StaticFilesEndpointTests {
    let root: URL
    let outside: URL
    let endpoint: StaticFilesEndpoint

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-static-\(UUID().uuidString)")
        root = base.appendingPathComponent("site")
        outside = base.appendingPathComponent("secret.txt")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("<h1>home</h1>".utf8).write(to: root.appendingPathComponent("index.html"))
        try Data("body {}".utf8).write(to: root.appendingPathComponent("docs/style.css"))
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link.txt"), withDestinationURL: outside)
        endpoint = StaticFilesEndpoint(sites: ["app": root])
    }

    private func get(_ url: String) async -> SchemeResponse {
        await endpoint.respond(to: SchemeRequest(url: URL(string: url)!))
    }

    @Test func servesFilesWithTheirTypes() async {
        let home = await get("causeway://app/")
        #expect(home.status == 200)
        #expect(home.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(String(decoding: home.body, as: UTF8.self) == "<h1>home</h1>")
        let style = await get("causeway://app/docs/style.css")
        #expect(style.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(await get("causeway://app/docs").status == 404, "a folder without index.html")
    }

    @Test func neverLeavesTheFolder() async {
        for path in ["/../secret.txt", "/docs/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt",
                     "/link.txt", "/nothing.html"]
        {
            #expect(await get("causeway://app\(path)").status == 404, "\(path)")
        }
        #expect(await get("causeway://other/index.html").status == 404, "an unknown host")
        let post = await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://app/")!, method: "POST"))
        #expect(post.status == 405)
    }
}
