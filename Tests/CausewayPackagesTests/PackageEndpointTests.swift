import Causeway
import CausewayPackages
import Foundation
import Testing
import Version

/// Installed packages served through the custom scheme: only what the signed manifest lists, with validators and
/// ranges. `PackagePageTests` serves them to the real engine, remote base included.
@MainActor
@Suite struct PackageEndpointTests {
    @Test func servesTheListedFilesOfTheServedVersion() async throws {
        let fixture = try PackageFixture()
        let store = try fixture.store()
        let installed = try store.install(try fixture.pack("v1", version: Version(1, 0, 0), PackageInstallTests.v1Files))
        let endpoint = PackageEndpoint(store: store)
        func get(_ path: String, _ headers: [String: String] = [:]) async -> SchemeResponse {
            await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://shop\(path)")!, headers: headers))
        }

        let entry = await get("/")
        #expect(entry.status == 200 && entry.body == PackageInstallTests.v1Files["index.html"])
        #expect(entry.headers["Content-Type"] == "text/html; charset=utf-8")
        let logo = await get("/img/logo.png")
        #expect(logo.headers["ETag"] == "\"\(installed.manifest.files["img/logo.png"]!.sha256)\"")
        #expect(await get("/img/logo.png", ["If-None-Match": logo.headers["ETag"]!]).status == 304)
        let part = await get("/img/logo.png", ["Range": "bytes=10-19"])
        #expect(part.status == 206 && part.body == PackageInstallTests.v1Files["img/logo.png"]![10...19])

        let outside = fixture.url("secret.txt")
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: installed.filesFolder.appendingPathComponent("planted.txt"),
                                                   withDestinationURL: outside)
        for path in ["/../state.json", "/js/../../manifest.json", "/%2e%2e/manifest.sig", "/%2E%2E%2Fstate.json",
                     "/planted.txt", "/missing.js"]
        {
            #expect(await get(path).status == 404, "\(path)")
        }
        #expect(await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://nothing/")!)).status == 404)
    }
}
