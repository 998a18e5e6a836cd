import Causeway
import CausewayGTK
import CausewayTesting
import XCTest

/// The signed-in account on WebKitGTK: two pages open in a window hear every sign-in and sign-out in order, and a
/// page that fetches as it hears one sends the cookies of the session it was told about. `document.cookie` is the web
/// process's own copy of the cookies, which WebKit brings up to date after the network process changed them: it is
/// checked to catch up, not to have caught up as the event arrives (on a busy machine it had not yet).
final class AccountTests: XCTestCase {
    /// A page that records each `account.changed` as it arrives, then what its own request to `/session`, sent from
    /// the listener, carried.
    private static let page = """
        <!doctype html><title>account</title>
        <script>
          window.heard = [];
          causeway.on("account.changed", (account) => {
            const entry = { account, sent: null };
            window.heard.push(entry);
            fetch("/session").then((response) => response.text()).then((text) => { entry.sent = text; });
          });
        </script>
        """

    func testSignInAndSignOutReachEveryPageInOrderAfterTheCookiesChanged() throws {
        try GLibMainLoop.run {
            guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { throw HarnessError.noDisplay }
            let server = try LoopbackHTTPServer { request in
                request.path == "/session" ? (200, "text/plain", request.headers["cookie"] ?? "") : (200, "text/html", Self.page)
            }
            defer { server.stop() }
            let origin = OriginPattern(originOf: server.url())
            let app = HybridApp(info: AppInfo(name: "Account tests", identifier: "test.account", version: "1", build: "1"),
                                policy: .allowing([origin]))
            app.account.readers = [origin]
            let store = GTKCookieStore.defaultSession
            let host = server.url().host ?? ""
            let cookies = [Cookie(name: "session", value: "s-ada", domain: host, isHTTPOnly: true),
                           Cookie(name: "user", value: "ada", domain: host)]
            for cookie in cookies { try await store.delete(cookie) }
            let window = GTKContainerWindow(app: app, width: 800, height: 600)
            defer { window.close() }
            let pages = [window.open(server.url("/first")), window.open(server.url("/second"))]
            try await waitUntil("both pages are ready") { pages.allSatisfy(\.bridge.isPageReady) }
            for page in pages {
                let current = try await page.engine.evaluate("return await causeway.account.current();", in: .page)
                XCTAssertEqual(current, .null, "no one is signed in yet")
            }

            let ada = SignedInAccount(id: "u-1815", fields: ["name": "Ada"])
            try await app.account.signIn(ada, session: AccountState.SessionCookies(cookies, in: store))
            let adaOnThePage: JSONValue = ["id": "u-1815", "fields": ["name": "Ada"]]
            for (index, page) in pages.enumerated() {
                let heard = try await Self.heard(on: page, count: 1, "page \(index + 1) heard the sign-in")
                XCTAssertEqual(heard.map { $0["account"] }, [adaOnThePage])
                let sent = try XCTUnwrap(heard[0]["sent"]?.stringValue)
                XCTAssertTrue(sent.contains("session=s-ada") && sent.contains("user=ada"), "its request carried: \(sent)")
                let current = try await page.engine.evaluate("return await causeway.account.current();", in: .page)
                XCTAssertEqual(current, adaOnThePage)
                try await Self.waitUntilDocumentCookie(on: page, is: "user=ada", "page \(index + 1) reads the cookie")
            }

            try await app.account.signOut()
            for (index, page) in pages.enumerated() {
                let heard = try await Self.heard(on: page, count: 2, "page \(index + 1) heard the sign-out")
                XCTAssertEqual(heard.map { $0["account"] }, [adaOnThePage, .null], "in the order they happened")
                XCTAssertEqual(heard[1]["sent"], "", "its request carried no session")
                let current = try await page.engine.evaluate("return await causeway.account.current();", in: .page)
                XCTAssertEqual(current, .null)
                try await Self.waitUntilDocumentCookie(on: page, is: "", "page \(index + 1) no longer reads the cookie")
            }
            let left = try await store.cookies(for: server.url("/")).map(\.name)
            XCTAssertFalse(left.contains("session") || left.contains("user"), "\(left)")
        }
    }

    /// Waits until `document.cookie` in the page of `container` reads `expected`.
    @MainActor
    private static func waitUntilDocumentCookie(on container: Container, is expected: String, _ what: String)
        async throws {
        try await waitUntil(what) {
            try await container.engine.evaluate("return document.cookie;", in: .page) == .string(expected)
        }
    }

    /// What the page of `container` heard, once it has heard `count` changes and each one's request came back.
    @MainActor
    private static func heard(on container: Container, count: Int, _ what: String) async throws -> [JSONValue] {
        var heard: [JSONValue] = []
        try await waitUntil(what) {
            guard case .array(let entries) = try await container.engine.evaluate("return window.heard;", in: .page)
            else { return false }
            heard = entries
            return entries.count >= count && entries.allSatisfy { $0["sent"] != .null }
        }
        return heard
    }
}
