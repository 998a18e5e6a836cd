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

    @Test func pagesReachTheSitesTheAppListsByURL() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["causeway://app"]))
        bridge.install(CookiesPlugin(store: engine.cookies, sites: ["https://api.example"]))
        try await engine.cookies.set(Cookie(name: "session", value: "s", domain: "api.example"))
        let page = engine.navigate(to: URL(string: "causeway://app/index.html")!)
        await bridge.waitUntilPageReady()

        #expect(try await page.call("cookies.get", ["url": "https://api.example/"])
            == [["name": "session", "value": "s", "path": "/", "secure": false]])
        _ = try await page.call("cookies.set", ["url": "https://api.example/", "name": "theme", "value": "dark"])
        #expect(engine.cookieStore.all.first { $0.name == "theme" }?.domain == "api.example")
        _ = try await page.call("cookies.delete", ["url": "https://api.example/", "name": "session"])
        #expect(engine.cookieStore.all.map(\.name) == ["theme"])

        let unlisted = await page.failure(calling: "cookies.set", ["url": "https://bank.example/", "name": "a", "value": "b"])
        #expect(unlisted?.code == .denied, "a site the app did not list")
        let ownOrigin = await page.failure(calling: "cookies.get")
        #expect(ownOrigin?.code == .denied, "a custom-scheme page has no cookies of its own")
        let notHTTP = await page.failure(calling: "cookies.get", ["url": "causeway://app/"])
        #expect(notHTTP?.code == .invalidArguments && notHTTP?.path == [.key("url")])
    }
}
