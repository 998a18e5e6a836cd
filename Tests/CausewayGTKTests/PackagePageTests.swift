import Causeway
import CausewayGTK
import CausewayPackagePages
import CausewayPackages
import CausewayTesting
import CausewayTestSupport
import Foundation
import Version
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

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
                // A date that is not ASCII once made Foundation's DateFormatter trap, ending the app.
                const oddDate = await fetch("img/picture.bin", { headers: { "If-Modified-Since": "Tue, 14\\u00d6\\u00b1\\u0090\\u0089 2023 22:13:2\\u00ff60000 GMT" } });
                return { title: document.title, partStatus: part.status, range: part.headers.get("Content-Range"),
                         first: bytes[0], length: bytes.length, wholeStatus: whole.status, againStatus: again.status,
                         remote: await remote.text(), outside: outside.status, oddDate: oddDate.status };
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
            XCTAssertEqual(page["oddDate"], 200)
        }
    }

    /// WebKitGTK's media player cannot read custom schemes; the engine's media relay plays the package's video
    /// through the same endpoint, and only for a request carrying the engine's secret.
    func testAVideoInThePackagePlaysAndSeeks() throws {
        try GLibMainLoop.run {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-package-video-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let site = folder.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site.appendingPathComponent("media"), withIntermediateDirectories: true)
            try Data(#"<!doctype html><title>Film</title><video id="film" src="media/clip.webm" muted preload="auto"></video>"#.utf8)
                .write(to: site.appendingPathComponent("index.html"))
            let clip = try Data(contentsOf: Self.clip)
            try clip.write(to: site.appendingPathComponent("media/clip.webm"))
            let key = PackageSigningKey()
            let package = folder.appendingPathComponent("film.zip")
            try PackageBuilder(key: key).pack(site, id: "film", version: Version(1, 0, 0), to: package)
            let store = try PackageStore(root: folder.appendingPathComponent("store"), trustedKeys: [key.verifyingKey],
                                         nativeVersion: Version(1, 0, 0))
            try store.install(package)

            let harness = try WebKitHarness(sites: [:], policy: .allowing(["causeway://film"]))
            defer { harness.close() }
            let endpoint = PackageEndpoint(store: store)
            var served: [String] = []
            harness.engine.registerScheme("causeway") { request in
                served.append(request.url.path)
                return await endpoint.respond(to: request)
            }
            try await harness.load(URL(string: "causeway://film/")!)
            let film = try await harness.evaluate("""
                const film = document.getElementById("film");
                const settle = (success) => new Promise((resolve) => {
                    film.addEventListener(success, () => resolve(success), { once: true });
                    film.addEventListener("error", () => resolve(`error ${film.error.code}`), { once: true });
                });
                const loaded = film.readyState >= 1 ? "loadedmetadata" : await settle("loadedmetadata");
                film.currentTime = 3;
                const seeked = await settle("seeked");
                const seekedTo = film.currentTime;
                film.play();
                const ended = await settle("ended");
                return { loaded, duration: film.duration, seeked, seekedTo, ended, source: film.currentSrc };
                """)
            XCTAssertEqual(film["loaded"], "loadedmetadata")
            XCTAssertEqual(film["duration"], 4)
            XCTAssertEqual(film["seeked"], "seeked")
            XCTAssertEqual(film["seekedTo"], 3)
            XCTAssertEqual(film["ended"], "ended")
            XCTAssertTrue(served.contains("/media/clip.webm"), "the endpoint served the video: \(served)")

            let source = try XCTUnwrap(film["source"]?.stringValue.flatMap(URL.init(string:)))
            XCTAssertEqual(source.host, "127.0.0.1")
            var ranged = URLRequest(url: source)
            ranged.setValue("bytes=100-199", forHTTPHeaderField: "Range")
            let (part, partResponse) = try await URLSession.shared.data(for: ranged)
            let partHTTP = try XCTUnwrap(partResponse as? HTTPURLResponse)
            XCTAssertEqual(partHTTP.statusCode, 206)
            XCTAssertEqual(partHTTP.value(forHTTPHeaderField: "Content-Range"), "bytes 100-199/\(clip.count)")
            XCTAssertEqual(part, clip[100..<200])
            var posted = URLRequest(url: source)
            posted.httpMethod = "POST"
            let (_, postResponse) = try await URLSession.shared.data(for: posted)
            XCTAssertEqual((postResponse as? HTTPURLResponse)?.statusCode, 405)
            let guessed = try XCTUnwrap(URL(string: "http://127.0.0.1:\(source.port ?? 0)/0123456789abcdef/causeway/film/media/clip.webm"))
            let (_, guessResponse) = try await URLSession.shared.data(from: guessed)
            XCTAssertEqual((guessResponse as? HTTPURLResponse)?.statusCode, 404)
        }
    }

    private static let clip = ShowcaseScreenTests.showcaseFolder.appendingPathComponent("media/clip.webm")

    func testAVersionThatNeverDeclaresItselfReadyIsRolledBackOnTheRealEngine() throws {
        try GLibMainLoop.run {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-package-trial-\(UUID())")
            defer { try? FileManager.default.removeItem(at: folder) }
            let key = PackageSigningKey()
            func pack(_ version: Version, _ page: String) throws -> URL {
                let site = folder.appendingPathComponent("site-\(version)")
                try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
                try Data(page.utf8).write(to: site.appendingPathComponent("index.html"))
                let package = folder.appendingPathComponent("shop-\(version).zip")
                try PackageBuilder(key: key).pack(site, id: "shop", version: version, to: package)
                return package
            }
            let store = try PackageStore(root: folder.appendingPathComponent("store"), trustedKeys: [key.verifyingKey],
                                         nativeVersion: Version(1, 0, 0))
            try store.install(try pack(Version(1, 0, 0), "<title>v1</title><script>causeway.ready()</script>"))
            try store.confirm("shop")
            try store.install(try pack(Version(2, 0, 0), "<title>v2</title><script>throw new Error('v2 is broken')</script>"))

            let app = HybridApp(info: AppInfo(name: "Shop", identifier: "test.shop", version: "1.0.0", build: "1"),
                                policy: .allowing(["causeway://shop"]))
            app.schemes["causeway"] = PackageEndpoint(store: store).respond
            let window = GTKContainerWindow(app: app, width: 600, height: 400)
            defer { window.close() }
            let broken = window.open(URL(string: "causeway://shop/")!)
            let trial = PackageTrial(store: store, id: "shop", container: broken, timeout: .seconds(3))
            try await waitUntil("the broken version is rolled back") { trial.outcome != nil }
            guard case .rolledBack(let failed, _, let restored)? = trial.outcome else {
                return XCTFail("not rolled back: \(String(describing: trial.outcome))")
            }
            XCTAssertEqual(failed.version, Version(2, 0, 0))
            XCTAssertEqual(restored?.version, Version(1, 0, 0))
            try await waitUntil("the container shows the previous version") { broken.engine.title == "v1" }
            XCTAssertEqual(try store.blockedVersions("shop"), [Version(2, 0, 0)])

            try store.install(try pack(Version(3, 0, 0), "<title>v3</title><script>causeway.ready()</script>"))
            let good = window.open(URL(string: "causeway://shop/")!)
            // Its time is a guard: a good version is confirmed as its page declares itself ready, however slowly the
            // machine starts its web process.
            let second = PackageTrial(store: store, id: "shop", container: good, timeout: .seconds(300))
            try await waitUntil("the good version is confirmed", timeout: .seconds(330)) { second.outcome != nil }
            XCTAssertEqual(second.outcome, .confirmed(try XCTUnwrap(try store.installed("shop")).manifest))
            XCTAssertEqual(good.engine.title, "v3")
        }
    }
}
