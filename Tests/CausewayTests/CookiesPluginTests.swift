import Causeway
import CausewayTesting
import Foundation
import Testing

/// Pages reach only their own host's cookies, never HttpOnly ones nor the account's session, and only within bounds.
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

    @Test func theAppsCookiesAreTheAppsAlone() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        let account = AccountState()
        bridge.install(CookiesPlugin(store: engine.cookies, account: account))
        let session = Cookie(name: "session", value: "s-ada", domain: "app.example", isHTTPOnly: true)
        let user = Cookie(name: "user", value: "ada", domain: ".app.example")
        try await account.signIn(SignedInAccount(id: "u-1815"),
                                 session: AccountState.SessionCookies([session, user], in: engine.cookies))
        try await engine.cookies.set(Cookie(name: "csrf", value: "c", domain: "app.example", path: "/api", isHTTPOnly: true))
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()
        let before = engine.cookieStore.all

        #expect(try await page.call("cookies.get") == [], "neither HttpOnly nor session cookies are listed")
        let attempts: [(String, JSONValue)] = [
            ("cookies.set", ["name": "session", "value": "attacker"]),
            ("cookies.set", ["name": "session", "value": "attacker", "path": "/api"]),
            ("cookies.set", ["name": "SESSION", "value": "attacker"]),
            ("cookies.set", ["name": "user", "value": "eve"]),
            ("cookies.set", ["name": "csrf", "value": "forged"]),
            ("cookies.delete", ["name": "session"]),
            ("cookies.delete", ["name": "user"]),
            ("cookies.delete", ["name": "csrf", "path": "/api"]),
        ]
        for (method, args) in attempts {
            let refusal = await page.failure(calling: method, args)
            #expect(refusal?.code == .denied, "\(method) \(args.jsonText): \(String(describing: refusal))")
        }
        #expect(engine.cookieStore.all == before, "nothing changed")

        let sub = engine.navigate(to: URL(string: "https://www.app.example/")!)
        await bridge.waitUntilPageReady()
        let shadow = await sub.failure(calling: "cookies.set", ["name": "user", "value": "eve"])
        #expect(shadow?.code == .denied, "a subdomain's cookie would shadow the session cookie of its parent")
        #expect(engine.cookieStore.all == before)
    }

    @Test func aPagesCookiesAreBounded() async throws {
        let engine = FakeEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.install(CookiesPlugin(store: engine.cookies))
        let page = engine.navigate(to: URL(string: "https://app.example/")!)
        await bridge.waitUntilPageReady()

        let refusals: [(JSONValue, BridgeError.PathComponent)] = [
            (["name": .string(String(repeating: "n", count: 257)), "value": "v"], .key("name")),
            (["name": "n", "value": .string(String(repeating: "v", count: 4_097))], .key("value")),
            (["name": "n", "value": "v", "path": .string("/" + String(repeating: "p", count: 2_048))], .key("path")),
            (["name": "n", "value": "v", "expires": 1e300], .key("expires")),
            (["name": "session; path=/api", "value": "v"], .key("name")),
            (["name": " session", "value": "v"], .key("name")),
            (["name": "", "value": "v"], .key("name")),
            (["name": "n", "value": "a;b"], .key("value")),
        ]
        for (args, field) in refusals {
            let refusal = await page.failure(calling: "cookies.set", args)
            #expect(refusal?.code == .invalidArguments && refusal?.path == [field], "\(args.jsonText)")
        }
        #expect(engine.cookieStore.all.isEmpty)

        _ = try await page.call("cookies.set", ["name": "n", "value": .string(String(repeating: "v", count: 4_096))])
        for index in 1..<CookiesPlugin.maxCookiesPerHost {
            _ = try await page.call("cookies.set", ["name": .string("c\(index)"), "value": "v"])
        }
        let full = await page.failure(calling: "cookies.set", ["name": "one-more", "value": "v"])
        #expect(full?.code == .limitExceeded)
        _ = try await page.call("cookies.set", ["name": "c1", "value": "replaced"])
        #expect(engine.cookieStore.all.count == CookiesPlugin.maxCookiesPerHost, "a cookie it holds can still change")
    }
}
