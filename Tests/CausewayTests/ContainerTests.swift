import Causeway
import CausewayTesting
import Foundation
import Logging
import Testing

/// The container core on the in-memory engine: routes, header state, navigation decisions, new windows,
/// dialogs, built-in plugins and blank-page recovery. The same behaviour on WebKitGTK is in CausewayGTKTests.
@MainActor
@Suite struct ContainerTests {
    /// A value an app hook reads when it runs, changed by the test in between.
    final class Setting<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    let app = HybridApp(info: AppInfo(name: "Tests", identifier: "test.app", version: "2.0", build: "7"),
                        policy: CapabilityPolicy(rules: [.allow(["https://app.example"])]))
    let engine = FakeEngine()
    let host = RecordingHost()

    init() {
        host.nativePageNames = ["profile"]
    }

    private func makeContainer() -> Container {
        let container = Container(app: app, engine: engine)
        container.host = host
        return container
    }

    private func load(_ container: Container, _ path: String) async -> FakePage {
        let page = engine.navigate(to: URL(string: "https://app.example/\(path)")!)
        await container.bridge.waitUntilPageReady()
        return page
    }

    @Test func urlPatternsMatchWithWildcards() {
        let url = URL(string: "https://app.example/articles/42?ref=home")!
        #expect(URLPattern("https://app.example/articles/*").matches(url))
        #expect(URLPattern("*/articles/*").matches(url))
        #expect(URLPattern("https://*.example/*").matches(url))
        #expect(!URLPattern("https://app.example/news/*").matches(url))
        #expect(!URLPattern("https://app.example/articles").matches(url))
        #expect(URLPattern(url.absoluteString).matches(url))
    }

    @Test func routesAdjustOptionsInOrder() {
        var routes = RouteTable()
        routes.add("https://app.example/*") { $0.title = .fixed("App") }
        routes.add("*/articles/*") { $0.sizesToContent = true; $0.title = .document }
        let article = routes.options(for: URL(string: "https://app.example/articles/1")!, base: PageOptions())
        #expect(article.sizesToContent && article.title == .document)
        let home = routes.options(for: URL(string: "https://app.example/")!, base: PageOptions())
        #expect(!home.sizesToContent && home.title == .fixed("App"))
    }

    @Test func pageHeaderLastsAsLongAsItsDocument() async throws {
        let container = makeContainer()
        let page = await load(container, "one")
        engine.setTitle("One")
        #expect(container.header.title == "One")
        let header = try await page.call("header.configure", ["title": "Inbox", "rightItems": [["id": "new", "title": "New"]]])
        #expect(header.objectValue?["title"] == "Inbox")
        #expect(host.headers.last?.rightItems == [HeaderItem(id: "new", title: "New")])
        _ = await load(container, "two")
        #expect(container.header.rightItems.isEmpty)
        #expect(container.header.title == "")
    }

    @Test func theContainerScriptIsAnsweredByTypeAndMalformedMessagesChangeNothing() async throws {
        app.routes.add(URLPattern("https://app.example/article/*")) { $0.allowsTextSelection = false; $0.sizesToContent = true }
        let container = Container(app: app, engine: engine)
        let handler = "causewayContainer"
        let article = await engine.post(["kind": "options", "url": "https://app.example/article/1"], to: handler)
        #expect(try JSONValue(json: try #require(article)) ==
                ["textSelection": false, "longPressMenu": true, "measuresHeight": true])
        #expect(await engine.post(["kind": "height", "height": 640], to: handler) == "null")
        #expect(container.contentHeight == 640)
        for malformed: JSONValue in [["kind": "height", "height": -1], ["kind": "height", "height": "tall"],
                                     ["kind": "resize"], "options", ["height": 10]] {
            #expect(await engine.post(malformed, to: handler) == "null", "\(malformed)")
        }
        #expect(container.contentHeight == 640, "no malformed message changed the height")
    }

    @Test func headerTapsReachThePage() async throws {
        let container = makeContainer()
        let page = await load(container, "")
        var taps: [ContainerEvent] = []
        var heard: [JSONValue] = []
        container.observe { if case .headerItemTapped = $0 { taps.append($0) } }
        page.on("header.itemTapped") { heard.append($0) }
        container.headerItemTapped("compose")
        try await waitUntil("the page heard the tap") { !heard.isEmpty }
        #expect(heard == [["id": "compose"]])
        #expect(taps == [.headerItemTapped("compose")])
    }

    @Test func theAppDecidesNavigationsAndNewWindows() async {
        app.decideNavigation = { $0.url.scheme == "mailto" ? .openOutside : .allow }
        let choice = Setting(NewWindowChoice.newContainer)
        app.decideNewWindow = { _ in choice.value }
        let container = makeContainer()
        _ = await load(container, "")
        engine.activateLink(to: URL(string: "mailto:a@example.com")!)
        #expect(host.outside == [URL(string: "mailto:a@example.com")!])
        #expect(engine.url == URL(string: "https://app.example/"))
        engine.activateLink(to: URL(string: "https://app.example/new")!, newWindow: true)
        choice.value = .refuse
        engine.activateLink(to: URL(string: "https://app.example/refused")!, newWindow: true)
        choice.value = .sameContainer
        engine.activateLink(to: URL(string: "https://app.example/same")!, newWindow: true)
        #expect(host.opened == [URL(string: "https://app.example/new")!])
        #expect(engine.url == URL(string: "https://app.example/same"))
    }

    @Test func aNewWindowInTheSameContainerLoadsOnlyWhatTheAppWouldNavigateTo() async {
        app.decideNavigation = { $0.url.lastPathComponent == "blocked" ? .cancel : .allow }
        app.decideNewWindow = { _ in .sameContainer }
        let container = makeContainer()
        _ = await load(container, "")
        let here = URL(string: "https://app.example/")!
        for refused in ["javascript:causeway.call('secret.read')", "JavaScript:alert(1)", "data:text/html,<p>hi</p>",
                        "blob:https://evil.example/0f1e2d3c", "https://app.example/blocked"]
        {
            engine.activateLink(to: URL(string: refused)!, newWindow: true)
            #expect(engine.url == here, "\(refused) was not loaded")
        }
        let ownBlob = URL(string: "blob:https://app.example/5a6b7c8d")!
        engine.activateLink(to: ownBlob, newWindow: true)
        #expect(engine.url == ownBlob, "the page's own blob loads")
        #expect(host.opened.isEmpty)
    }

    @Test func theAppHearsWhichFrameAskedForANewWindow() async {
        let asked = Setting<[NavigationAction]>([])
        app.decideNewWindow = { action in
            asked.value.append(action)
            return .sameContainer
        }
        let log = RecordingLogHandler.Log()
        let container = Container(app: app, engine: engine, logger: Logger(label: "test") { _ in
            RecordingLogHandler(log: log)
        })
        container.host = host
        _ = await load(container, "")
        let widget = engine.addFrame(origin: "https://widget.example")
        engine.activateLink(to: URL(string: "javascript:causeway.call('secret.read')")!, newWindow: true, in: widget)
        #expect(asked.value.map(\.sourceFrame) == [FrameIdentity(origin: "https://widget.example", isMainFrame: false)])
        #expect(asked.value.map(\.isMainFrame) == [nil], "a new window targets no frame of the container")
        let refusal = log.records.first { $0.message == "A new window's URL was not loaded in the container" }
        #expect(refusal?.metadata["origin"] == "https://widget.example")
        #expect(refusal?.metadata["frame"] == "sub")
        #expect(engine.url == URL(string: "https://app.example/"))
    }

    /// An app that cancels its OAuth redirect, or refuses a window, leaves the codes in the URL out of the log; so
    /// does the blank-page watchdog.
    @Test func loggedURLsHoldNoQueryFragmentOrPassword() async throws {
        app.decideNavigation = { $0.url.path == "/callback" ? .cancel : .allow }
        app.decideNewWindow = { _ in .refuse }
        app.pageOptions.blankPageTimeout = .milliseconds(20)
        let log = RecordingLogHandler.Log()
        let container = Container(app: app, engine: engine, logger: Logger(label: "test") { _ in
            RecordingLogHandler(log: log)
        })
        container.host = host
        _ = await load(container, "")
        engine.activateLink(to: URL(string: "https://app.example/callback?code=SECRET-CODE&state=s#access_token=TOKEN")!)
        engine.activateLink(to: URL(string: "https://user:PASSWORD@pay.example/window?session=SESSION-ID")!,
                            newWindow: true)
        engine.paintsContent = false
        _ = await load(container, "blank?ticket=TICKET#FRAGMENT")
        try await waitUntil("the blank page was logged") { log.records.contains { $0.message == "The page stayed blank" } }
        let printed = log.records.flatMap { [$0.message] + $0.metadata.values }
        for secret in ["SECRET-CODE", "TOKEN", "PASSWORD", "user:", "SESSION-ID", "TICKET", "FRAGMENT"] {
            #expect(!printed.contains { $0.contains(secret) }, "\(secret) was logged")
        }
        let urls = log.records.compactMap { $0.metadata["url"] }
        #expect(Set(urls) == ["https://app.example/callback", "https://pay.example/window", "https://app.example/blank"])
    }

    @Test func backLeavesTheContainerWhenThereIsNoHistory() async throws {
        let container = makeContainer()
        _ = await load(container, "one")
        _ = await load(container, "two")
        container.back()
        #expect(engine.url == URL(string: "https://app.example/one"))
        #expect(host.closed == 0)
        container.back()
        #expect(host.closed == 1)
    }

    @Test func theRootPageGoesBackOnlyInItsHistory() async throws {
        let container = makeContainer()
        container.isRoot = true
        _ = await load(container, "one")
        #expect(!container.header.showsBackButton, "nothing to go back to: no back button")
        container.back()
        #expect(host.closed == 0, "back never leaves the root page")
        _ = await load(container, "two")
        #expect(container.header.showsBackButton)
        container.back()
        #expect(engine.url == URL(string: "https://app.example/one"))
        #expect(!container.header.showsBackButton)
        container.isRoot = false
        #expect(container.header.showsBackButton, "a page above another goes back by leaving")
    }

    @Test func navPluginOpensPagesThroughTheHost() async throws {
        let container = makeContainer()
        let page = await load(container, "list/")
        _ = try await page.call("nav.openWeb", ["url": "detail?id=3"])
        #expect(host.opened == [URL(string: "https://app.example/list/detail?id=3")!])
        _ = try await page.call("nav.openNative", ["name": "profile"])
        #expect(host.natives == ["profile"])
        await #expect(throws: BridgeError.self) { try await page.call("nav.openNative", ["name": "nowhere"]) }
        // Parameters are decoded again on the main actor, into the route's type: what reaches it is bounded.
        let large = JSONValue.string(String(repeating: "p", count: NavigationPlugin.OpenNative.maxParametersBytes))
        let refused = await page.failure(calling: "nav.openNative", ["name": "profile", "parameters": ["note": large]])
        #expect(refused?.code == .invalidArguments && refused?.path == [.key("parameters")])
        #expect(host.natives == ["profile"], "nothing opened")
        let state = try await page.call("nav.state")
        #expect(state.objectValue?["canGoBack"] == false)
        _ = container
    }

    /// `nav.openWeb` opens only a page's URL: not script, inline content or another origin's blob, under the app's
    /// header.
    @Test func navOpenWebOpensOnlyAPagesURL() async throws {
        let container = makeContainer()
        let page = await load(container, "")
        for url in ["javascript:causeway.call('secret.read')", "data:text/html,<h1>Sign in</h1>", "about:blank",
                    "file:///etc/passwd", "blob:https://evil.example/1"]
        {
            let failure = await page.failure(calling: "nav.openWeb", ["url": .string(url)])
            #expect(failure?.code == .denied, "\(url)")
            #expect(failure?.path == [.key("url")])
        }
        #expect(host.opened.isEmpty)
        _ = try await page.call("nav.openWeb", ["url": "blob:https://app.example/1"])
        #expect(host.opened == [URL(string: "blob:https://app.example/1")!])
        _ = container
    }

    @Test func dialogsGoToTheAppHookBeforeTheHost() async {
        let container = makeContainer()
        _ = await load(container, "")
        let dialog = ScriptDialog(kind: .prompt(defaultText: ""), message: "Name?", origin: "https://app.example")
        #expect(await engine.openDialog(dialog) == .confirmed)
        app.presentDialog = { _ in .text("hooked") }
        #expect(await engine.openDialog(dialog) == .text("hooked"))
        _ = container
    }

    @Test func appInfoAndShare() async throws {
        var shared: [ShareItem] = []
        app.share = { shared.append($0); return true }
        let container = makeContainer()
        let page = await load(container, "")
        let info = try await page.call("app.info")
        #expect(info.objectValue?["version"] == "2.0")
        #expect(try await page.call("share.share", ["url": "https://app.example/"]) == ["shared": true])
        #expect(shared == [ShareItem(url: "https://app.example/")])
        _ = container
    }

    @Test func aBlankPageIsRecovered() async throws {
        app.pageOptions.blankPageTimeout = .milliseconds(20)
        app.recovery = .load(URL(string: "https://app.example/fallback")!)
        let container = makeContainer()
        var detected: [URL?] = []
        container.observe {
            guard case .blankPageDetected(let url) = $0 else { return }
            detected.append(url)
            engine.paintsContent = true // the fallback page shows something
        }
        engine.paintsContent = false
        _ = await load(container, "blank")
        try await waitUntil("the fallback page loaded") { engine.url?.lastPathComponent == "fallback" }
        #expect(engine.url == URL(string: "https://app.example/fallback"))
        #expect(detected == [URL(string: "https://app.example/blank")])
    }
}

extension JSONValue {
    var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }
}
