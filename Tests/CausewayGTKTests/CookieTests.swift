import Causeway
import CausewayGTK
import CausewayTesting
import CausewayTestSupport
import XCTest

/// Cookies through WebKitGTK's cookie store, seen by a real server on loopback and by the page, which cannot touch the
/// app's own.
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

    func testAPageCannotReadOverwriteShadowOrDeleteTheAccountsSession() throws {
        try GLibMainLoop.run {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
            let server = try LoopbackHTTPServer { request in
                request.path == "/sent" ? (200, "text/plain", request.headers["cookie"] ?? "")
                    : (200, "text/html", "<!doctype html><title>cookies</title>")
            }
            defer { server.stop() }
            let origin = OriginPattern(originOf: server.url())
            let app = HybridApp(info: AppInfo(name: "Cookie tests", identifier: "test.cookies", version: "1", build: "1"),
                                policy: .allowing([origin]))
            let store = GTKCookieStore.defaultSession
            let host = server.url().host ?? ""
            let session = Cookie(name: "session", value: "s-ada", domain: host, isHTTPOnly: true)
            let user = Cookie(name: "user", value: "ada", domain: host)
            for name in ["session", "user", "theme"] {
                for path in ["/", "/sent"] { try await store.delete(Cookie(name: name, value: "", domain: host, path: path)) }
            }
            try await app.account.signIn(SignedInAccount(id: "u-1815"),
                                         session: AccountState.SessionCookies([session, user], in: store))
            let window = GTKContainerWindow(app: app, width: 800, height: 600)
            defer { window.close() }
            let page = window.open(server.url("/"))
            try await waitUntil("the page is ready") { page.bridge.isPageReady }

            let answers = try await page.engine.evaluate("""
                const attempt = (method, args) => causeway.call(method, args).then(() => "done", (error) => error.code);
                return {
                  listed: (await causeway.cookies.get()).map((cookie) => cookie.name),
                  overwrite: await attempt("cookies.set", { name: "session", value: "attacker" }),
                  shadow: await attempt("cookies.set", { name: "session", value: "attacker", path: "/sent" }),
                  deleteSession: await attempt("cookies.delete", { name: "session" }),
                  deleteUser: await attempt("cookies.delete", { name: "user" }),
                  theme: await attempt("cookies.set", { name: "theme", value: "dark" }),
                  sent: await (await fetch("/sent")).text(),
                };
                """, in: .page)
            XCTAssertEqual(answers["listed"], [], "the page lists neither the HttpOnly session nor the account's user")
            for attack in ["overwrite", "shadow", "deleteSession", "deleteUser"] {
                XCTAssertEqual(answers[attack], "denied", attack)
            }
            XCTAssertEqual(answers["theme"], "done", "a cookie of the page's own is still the page's")
            let sent = try XCTUnwrap(answers["sent"]?.stringValue).split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            XCTAssertEqual(sent.sorted(), ["session=s-ada", "theme=dark", "user=ada"], "the request carried the app's session")
            let kept = try await store.cookies(for: server.url("/")).filter { $0.name == "session" }
            XCTAssertEqual(kept.map(\.value), ["s-ada"])
            XCTAssertEqual(kept.map(\.isHTTPOnly), [true], "still HttpOnly")
            try await store.delete(Cookie(name: "theme", value: "", domain: host))
            try await app.account.signOut()
        }
    }

    /// The cookie budget is checked and spent in one step: a hundred `cookies.set` at once, each of a new name, leave
    /// the host holding its budget of cookies and no more, the rest refused with `limitExceeded`. (The store's reads
    /// and writes are asynchronous; a check made before one and spent after it let every set through.)
    func testCookiesSetAtOnceStayWithinTheHostsBudget() throws {
        try GLibMainLoop.run {
            let server = try LoopbackHTTPServer { _ in (200, "text/html", "<!doctype html><title>cookies</title>") }
            defer { server.stop() }
            let harness = try WebKitHarness(sites: [:], policy: .allowing([OriginPattern(originOf: server.url())]))
            defer { harness.close() }
            let store = harness.engine.cookies
            harness.bridge.install(CookiesPlugin(store: store))
            let held = { try await store.allCookies().filter { $0.domain == "127.0.0.1" } }
            for cookie in try await held() { try await store.delete(cookie) }
            try await harness.load(server.url("/"))
            let outcome = try await harness.evaluate("""
                const results = await Promise.allSettled(Array.from({length: 100},
                    (_, index) => causeway.cookies.set({name: "c" + index, value: "v"})));
                return results.map((r) => r.status === "fulfilled" ? "set" : r.reason.code);
                """)
            let answers = (outcome.arrayValue ?? []).compactMap(\.stringValue)
            XCTAssertEqual(answers.filter { $0 == "set" }.count, CookiesPlugin.maxCookiesPerHost)
            XCTAssertEqual(answers.filter { $0 == "limitExceeded" }.count, 100 - CookiesPlugin.maxCookiesPerHost)
            let stored = try await held()
            XCTAssertEqual(stored.count, CookiesPlugin.maxCookiesPerHost)
            for cookie in try await held() { try await store.delete(cookie) }
        }
    }
}
