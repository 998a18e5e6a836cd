import Causeway
import CausewayTesting
import Foundation
import Testing

/// Prerendered pages on the in-memory engine: what is kept, for how long, which URLs are accepted, and when a page
/// hears `nav.visible`. The same on WebKitGTK, opened from a page, is in CausewayGTKTests.
@MainActor
@Suite struct PrerendererTests {
    let app = HybridApp(info: AppInfo(name: "Tests", identifier: "test.app", version: "2.0", build: "7"),
                        policy: CapabilityPolicy(rules: [.allow(["https://app.example"])]))
    let clock = ManualClock()
    let made = Made()

    /// The engines the store made, in order.
    final class Made {
        var engines: [FakeEngine] = []
    }

    private func makeStore(limit: Int = 2) -> Prerenderer<FakeEngine> {
        Prerenderer(app: app, limit: limit, maximumAge: .seconds(60), uptime: { [clock] in clock.now.offset }) {
            [app, made] in
            let engine = FakeEngine()
            made.engines.append(engine)
            return HostedContainer(app: app, engine: engine)
        }
    }

    private func url(_ path: String) -> URL {
        URL(string: "https://app.example/\(path)")!
    }

    @Test func keepsAtMostItsLimitAndTearsDownTheOldest() throws {
        let store = makeStore(limit: 2)
        for path in ["a.html", "b.html", "c.html"] { try store.prerender(url(path)) }
        #expect(store.urls == [url("b.html"), url("c.html")])
        #expect(made.engines.map(\.isClosed) == [true, false, false])
        #expect(made.engines.map(\.url) == [url("a.html"), url("b.html"), url("c.html")], "each loaded its page")

        try store.prerender(url("c.html"))
        #expect(made.engines.count == 3, "a URL kept already is not loaded again")
        store.limit = 1
        #expect(store.urls == [url("c.html")])
        #expect(made.engines[1].isClosed)
    }

    @Test func aTakenPageIsTheLoadedOneAndLeavesTheStore() async throws {
        let store = makeStore()
        try store.prerender(url("detail.html"))
        let engine = try #require(made.engines.first)
        await store.page(for: url("detail.html"))?.container.bridge.waitUntilPageReady()
        var starts = 0
        engine.observeNavigation { if case .started = $0 { starts += 1 } }

        let page = try #require(store.take(url("detail.html")))
        #expect(page.engine === engine)
        #expect(page.engine.url == url("detail.html"))
        #expect(page.container.bridge.isPageReady)
        #expect(starts == 0, "taking it loads nothing")
        #expect(store.urls.isEmpty)
        #expect(store.take(url("detail.html")) == nil)
        #expect(!engine.isClosed)
    }

    @Test func theHostPlacesEachPageAsItWaitsAndTakesItOutAsItLeaves() throws {
        let store = makeStore(limit: 2)
        var steps: [String] = []
        store.onWait = { page in steps.append("wait \(page.engine.url == nil ? "unloaded" : "loaded")") }
        store.onLeave = { page in steps.append("leave \(page.engine.url!.lastPathComponent) closed: \(page.engine.isClosed)") }
        for path in ["a.html", "b.html", "c.html"] { try store.prerender(url(path)) }
        _ = store.take(url("b.html"))
        store.evictAll()
        #expect(steps == ["wait unloaded", "wait unloaded", "wait unloaded", "leave a.html closed: false",
                          "leave b.html closed: false", "leave c.html closed: false"],
                "placed before it loads; taken out before it is torn down or handed over")
    }

    @Test func aPageIsTornDownOnceItsTimeIsUpWithoutBeingLookedFor() async throws {
        let store = Prerenderer(app: app, maximumAge: .milliseconds(20)) { [app, made] in
            let engine = FakeEngine()
            made.engines.append(engine)
            return HostedContainer(app: app, engine: engine)
        }
        try store.prerender(url("a.html"))
        try await waitUntil("the page is torn down") { made.engines.first?.isClosed == true }
        #expect(store.urls.isEmpty)
    }

    @Test func stalePagesAreTornDown() throws {
        let store = makeStore()
        try store.prerender(url("old.html"))
        clock.advance(by: .seconds(30))
        try store.prerender(url("new.html"))
        clock.advance(by: .seconds(30))
        #expect(store.take(url("old.html")) == nil, "a page as old as maximumAge is stale")
        #expect(made.engines[0].isClosed)
        #expect(store.urls == [url("new.html")])

        clock.advance(by: .seconds(30))
        store.evictStale()
        #expect(store.urls.isEmpty)
        #expect(made.engines[1].isClosed)
    }

    @Test func evictingAllTearsDownEveryPage() throws {
        let store = makeStore()
        try store.prerender(url("a.html"))
        try store.prerender(url("b.html"))
        store.evictAll()
        #expect(store.urls.isEmpty)
        #expect(made.engines.allSatisfy { $0.isClosed })
    }

    @Test func onlyTheAskingOriginsPagesThatTheAppWouldOpenArePrerendered() throws {
        app.decideNavigation = { $0.url.path == "/private.html" ? .cancel : .allow }
        let store = makeStore()
        #expect(throws: Prerenderer<FakeEngine>.Refusal.otherOrigin) {
            try store.prerender(URL(string: "https://other.example/a.html")!, for: "https://app.example")
        }
        #expect(throws: Prerenderer<FakeEngine>.Refusal.notAllowed) {
            try store.prerender(url("private.html"), for: "https://app.example")
        }
        #expect(throws: Prerenderer<FakeEngine>.Refusal.notAllowed) { try store.prerender(url("private.html")) }
        #expect(made.engines.isEmpty, "nothing was loaded")
        try store.prerender(URL(string: "https://other.example/a.html")!)
        #expect(store.urls == [URL(string: "https://other.example/a.html")!], "the app itself may name any origin")
    }

    @Test func pagesNamePagesThroughNavPrerender() async throws {
        let store = makeStore()
        let engine = FakeEngine()
        let container = Container(app: app, engine: engine)
        let host = RecordingHost()
        host.prerender = { container, urls in store.prerender(urls, namedBy: container) }
        container.host = host
        let page = engine.navigate(to: url("index.html"))
        await container.bridge.waitUntilPageReady()

        let answer = try await page.call("nav.prerender", ["urls": ["detail.html", "https://other.example/x.html"]])
        #expect(answer == ["urls": ["https://app.example/detail.html"]])
        #expect(store.urls == [url("detail.html")])
        let failure = await page.failure(calling: "nav.prerender", ["urls": ["detail.html", "http://["]])
        #expect(failure?.code == .invalidArguments)
    }

    @Test func aPrerenderedPageHearsVisibleOnlyWhenShown() async throws {
        let store = makeStore()
        try store.prerender(url("detail.html"))
        let page = try #require(store.take(url("detail.html")))
        let fakePage = try #require(page.engine.page)
        var heard = 0
        fakePage.on("nav.visible") { _ in heard += 1 }
        #expect(!page.container.isVisible)
        #expect(page.container.state.isVisible == false)
        let state = try await fakePage.call("nav.state")
        #expect(state["isVisible"] == false)

        page.container.becameVisible()
        try await waitUntil("the page heard visible") { heard == 1 }
        page.container.becameVisible()
        #expect(page.container.state.isVisible)
        let shown = try await fakePage.call("nav.state")
        #expect(shown["isVisible"] == true)
        #expect(heard == 1, "shown once, heard once")
    }

    @Test func aPageLoadedWhileVisibleHearsVisibleAsItBecomesReady() async throws {
        let engine = FakeEngine()
        let container = Container(app: app, engine: engine)
        container.becameVisible()
        var heard = 0
        let page = engine.navigate(to: url("index.html"))
        page.on("nav.visible") { _ in heard += 1 }
        await container.bridge.waitUntilPageReady()
        try await waitUntil("the page heard visible") { heard == 1 }

        var heardNext = 0
        let next = engine.navigate(to: url("next.html"))
        next.on("nav.visible") { _ in heardNext += 1 }
        try await waitUntil("the next document heard visible") { heardNext == 1 }
        #expect(heard == 1)
    }
}
