import Causeway
import CausewayPackagePages
import CausewayPackages
import CausewayTesting
import CausewayTestSupport
import Foundation
import Testing
import Version

/// Installed packages served through the custom scheme: only what the signed manifest lists, with validators and
/// ranges. `PackagePageTests` serves them to the real engine, remote base included.
@MainActor
@Suite struct PackageEndpointTests {
    /// An endpoint for version 1.0.0 of `shop`, whose files not in the package come from `remote`.
    private static func endpoint(remote: URL, in fixture: borrowing PackageFixture,
                                 maxRemoteBytes: Int) throws -> PackageEndpoint
    {
        let store = try fixture.store()
        let package = fixture.url("remote.zip")
        try fixture.builder.pack(try fixture.site("remote", PackageInstallTests.v1Files), id: "shop",
                                 version: Version(1, 0, 0), remoteBase: remote, to: package)
        try store.install(package)
        return PackageEndpoint(store: store, maxRemoteBytes: maxRemoteBytes)
    }

    @Test func aRemoteFileIsPassedThroughWithItsFields() async throws {
        let server = try LoopbackByteServer(answer: .bytes(Data(
            "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nETag: \"v7\"\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello"
                .utf8)))
        let fixture = try PackageFixture()
        let endpoint = try Self.endpoint(remote: server.url("/cdn/"), in: fixture, maxRemoteBytes: 5)
        let answer = await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://shop/notes/a.txt")!))
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "text/plain")
        #expect(answer.headers["ETag"] == "\"v7\"")
        #expect(try await answer.body.collected() == Data("hello".utf8))
    }

    @Test func aRemoteFilePastItsBoundIsRefusedAndReadNoFurther() async throws {
        let server = try LoopbackByteServer(answer: .endless(
            head: Data("HTTP/1.1 200 OK\r\nContent-Type: video/webm\r\nConnection: close\r\n\r\n".utf8),
            chunk: Data(count: 64 << 10)))
        let fixture = try PackageFixture()
        let endpoint = try Self.endpoint(remote: server.url("/cdn/"), in: fixture, maxRemoteBytes: 100_000)
        let answer = await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://shop/media/film.webm")!))
        #expect(answer.status == 502)
        try await waitUntil("the server sees the endpoint go") { server.connectionsEnded == 1 }
        #expect(server.bytesSent < LoopbackByteServer.buffersBound, "no more was read than the sockets' buffers hold")
    }

    @Test func servesTheListedFilesOfTheServedVersion() async throws {
        let fixture = try PackageFixture()
        let store = try fixture.store()
        let installed = try store.install(try fixture.pack("v1", version: Version(1, 0, 0), PackageInstallTests.v1Files))
        let endpoint = PackageEndpoint(store: store)
        func get(_ path: String, _ headers: [String: String] = [:]) async -> SchemeResponse {
            await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://shop\(path)")!, headers: headers))
        }

        let entry = await get("/")
        let entryBytes = try await entry.body.collected()
        #expect(entry.status == 200 && entryBytes == PackageInstallTests.v1Files["index.html"])
        #expect(entry.headers["Content-Type"] == "text/html; charset=utf-8")
        let logo = await get("/img/logo.png")
        #expect(logo.headers["ETag"] == "\"\(installed.manifest.files["img/logo.png"]!.sha256)\"")
        #expect(await get("/img/logo.png", ["If-None-Match": logo.headers["ETag"]!]).status == 304)
        let part = await get("/img/logo.png", ["Range": "bytes=10-19"])
        let partBytes = try await part.body.collected()
        #expect(part.status == 206 && partBytes == PackageInstallTests.v1Files["img/logo.png"]![10...19])

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

    @Test func entryDocumentsReadAheadAreServedFromMemoryWhileCurrent() async throws {
        let fixture = try PackageFixture()
        let store = try fixture.store()
        let installed = try store.install(try fixture.pack("v1", version: Version(1, 0, 0), PackageInstallTests.v1Files))
        let endpoint = PackageEndpoint(store: store)
        endpoint.readAhead(["shop", "not-installed"])
        // The disk changes under the store's feet; the page still gets the document that was read ahead.
        try Data("changed on disk".utf8).write(to: installed.filesFolder.appendingPathComponent("index.html"))
        let entry = await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://shop/")!))
        let entryBytes = try await entry.body.collected()
        #expect(entry.status == 200 && entryBytes == PackageInstallTests.v1Files["index.html"])

        var v2Files = PackageInstallTests.v2Files
        v2Files["index.html"] = Data("<!doctype html><title>Shop 2</title>".utf8)
        try store.install(try fixture.pack("v2", version: Version(2, 0, 0), v2Files))
        let newer = await endpoint.respond(to: SchemeRequest(url: URL(string: "causeway://shop/")!))
        #expect((try await newer.body.collected()) == v2Files["index.html"], "a new version's entry is not the one read ahead")
    }
}
