import Causeway
import CausewayGTK
import CausewayPackages
import CausewayTesting
import Foundation
import Version
import XCTest

/// An installed package served to WebKitGTK through the custom scheme: the page reads its files with validators
/// and ranges, files missing from the package come from its remote base, and nothing outside it is reachable.
final class PackagePageTests: XCTestCase {
    func testThePageLoadsFromTheStoreThroughTheCustomScheme() throws {
        try GLibMainLoop.run {
            let server = try LoopbackHTTPServer { request in
                request.path == "/cdn/media/intro.txt" ? (200, "text/plain", "from the remote base") : (404, "text/plain", "")
            }
            defer { server.stop() }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-package-page-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let site = folder.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site.appendingPathComponent("img"), withIntermediateDirectories: true)
            try Data("<!doctype html><title>Shop</title><p>offline".utf8).write(to: site.appendingPathComponent("index.html"))
            let picture = Data((0..<10_000).map { UInt8($0 % 251) })
            try picture.write(to: site.appendingPathComponent("img/picture.bin"))
            let key = PackageSigningKey()
            let package = folder.appendingPathComponent("shop.zip")
            try PackageBuilder(key: key).pack(site, id: "shop", version: Version(1, 0, 0),
                                              remoteBase: server.url("/cdn/"), to: package)
            let store = try PackageStore(root: folder.appendingPathComponent("store"), trustedKeys: [key.verifyingKey],
                                         nativeVersion: Version(1, 0, 0))
            try store.install(package)

            let harness = try WebKitHarness(sites: [:], policy: .allowing(["causeway://shop"]))
            defer { harness.close() }
            harness.engine.registerScheme("causeway", PackageEndpoint(store: store).respond)
            try await harness.load(URL(string: "causeway://shop/")!)
            let page = try await harness.evaluate("""
                const part = await fetch("img/picture.bin", { headers: { Range: "bytes=100-199" } });
                const bytes = new Uint8Array(await part.arrayBuffer());
                const whole = await fetch("img/picture.bin");
                const etag = whole.headers.get("ETag");
                const again = await fetch("img/picture.bin", { headers: { "If-None-Match": etag } });
                const remote = await fetch("media/intro.txt");
                const outside = await fetch("%2e%2e/state.json");
                return { title: document.title, partStatus: part.status, range: part.headers.get("Content-Range"),
                         first: bytes[0], length: bytes.length, wholeStatus: whole.status, againStatus: again.status,
                         remote: await remote.text(), outside: outside.status };
                """)
            XCTAssertEqual(page["title"], "Shop")
            XCTAssertEqual(page["partStatus"], 206)
            XCTAssertEqual(page["range"], "bytes 100-199/10000")
            XCTAssertEqual(page["first"]?.numberValue, Double(picture[100]))
            XCTAssertEqual(page["length"], 100)
            XCTAssertEqual(page["wholeStatus"], 200)
            XCTAssertEqual(page["againStatus"], 304)
            XCTAssertEqual(page["remote"], "from the remote base")
            XCTAssertEqual(page["outside"], 404)
        }
    }
}
