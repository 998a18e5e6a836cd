import Causeway
import CausewayTesting
import Foundation
import Testing

/// Pages reach only their own host's cookies, and never HttpOnly ones.
@MainActor
@Suite struct CookiesPluginTests {
    @Test func pagesManageOnlyTheirOwnCookies() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.install(CookiesPlugin(store: engine.cookies))
        try await engine.cookies.set(Cookie(name: "other", value: "x", domain: "bank.example"))
        try await engine.cookies.set(Cookie(name: "hidden", value: "h", domain: "app.example", isHTTPOnly: true))
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()

        _ = try await page.call("cookies.set", ["name": "theme", "value": "dark", "domain": "bank.example"])
        let stored = engine.cookieStore.all.first { $0.name == "theme" }
        #expect(stored?.domain == "app.example", "a page cannot set a cookie for another host")
        let listed = try await page.call("cookies.get")
        #expect(listed == [["name": "theme", "value": "dark", "path": "/", "secure": false]])
        _ = try await page.call("cookies.delete", ["name": "theme"])
        #expect(try await page.call("cookies.get") == [])
        #expect(engine.cookieStore.all.map(\.name).sorted() == ["hidden", "other"])
    }
}
