import Causeway
import CausewayGTK
import CausewayTesting
import XCTest

/// Cookies through WebKitGTK's cookie store, seen by a real server on loopback and by the page.
final class CookieTests: XCTestCase {
    func testNativeCookiesAreOnTheFirstRequestAndPagesManageTheirOwn() throws {
        try GLibMainLoop.run {
            let server = try LoopbackHTTPServer { request in
                (200, "text/html", "<!doctype html><title>cookies</title><p id=seen>\(request.headers["cookie"] ?? "")</p>")
            }
            defer { server.stop() }
            let harness = try WebKitHarness(sites: [:], policy: .allowing([OriginPattern(originOf: server.url())]))
            defer { harness.close() }
            let store = harness.engine.cookies
            harness.bridge.install(CookiesPlugin(store: store))
            for name in ["session", "secret", "theme"] {
                try await store.delete(Cookie(name: name, value: "", domain: "127.0.0.1"))
            }
            try await store.set(Cookie(name: "session", value: "abc", domain: "127.0.0.1"))
            try await store.set(Cookie(name: "secret", value: "s3", domain: "127.0.0.1", isHTTPOnly: true))

            try await harness.load(server.url("/"))
            let first = try XCTUnwrap(server.requests.first)
            XCTAssertTrue(first.headers["cookie"]?.contains("session=abc") == true, "the very first request: \(first.headers)")
            XCTAssertTrue(first.headers["cookie"]?.contains("secret=s3") == true)

            let page = try await harness.evaluate("""
                await causeway.cookies.set({ name: "theme", value: "dark" });
                const listed = (await causeway.cookies.get()).map((c) => c.name).sort();
                const documentCookie = document.cookie;
                await causeway.cookies.delete({ name: "session" });
                return { listed, documentCookie, after: (await causeway.cookies.get()).map((c) => c.name).sort() };
                """)
            XCTAssertEqual(page["listed"], ["session", "theme"], "HttpOnly cookies stay hidden from the page")
            XCTAssertTrue(page["documentCookie"]?.stringValue?.contains("theme=dark") == true, "\(page)")
            XCTAssertEqual(page["after"], ["theme"])
            let native = try await store.cookies(for: server.url("/")).map(\.name).sorted()
            XCTAssertEqual(native, ["secret", "theme"])
            for name in ["secret", "theme"] {
                try await store.delete(Cookie(name: name, value: "", domain: "127.0.0.1"))
            }
        }
    }
}
