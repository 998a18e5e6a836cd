import Causeway
import CausewayTesting
import Foundation
import Testing

/// The header's title views on the in-memory engine: what the page and native code configure, how their
/// configurations merge, the user's picks reaching the page, and the refusals that change nothing. The same on real
/// GTK widgets, clicked with the pointer, is in CausewayGTKTests' `ContainerTitleViewTests`.
@MainActor
@Suite struct HeaderTitleViewTests {
    struct SearchParameters: Decodable, Sendable {
        var placeholder: String
    }

    let app = HybridApp(info: AppInfo(name: "Tests", identifier: "test.app", version: "1.0", build: "1"),
                        policy: CapabilityPolicy(rules: [.allow(["https://app.example"])]))
    let engine = FakeEngine()
    let host = RecordingHost()

    init() {
        host.titleViews.register("search") { (parameters: SearchParameters, _: Container) in
            "search: \(parameters.placeholder)"
        }
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

    /// Calls `header.configure` with `configuration` and returns the error it is refused with.
    private func refusal(_ page: FakePage, _ configuration: JSONValue) async -> BridgeError? {
        do {
            _ = try await page.call("header.configure", configuration)
            return nil
        } catch {
            return error
        }
    }

    @Test func aPageShowsSegmentsAndHearsTheUsersPicks() async throws {
        let container = makeContainer()
        let page = await load(container, "")
        var heard: [JSONValue] = []
        var observed: [ContainerEvent] = []
        page.on("header.segmentSelected") { heard.append($0) }
        container.observe { if case .headerSegmentSelected = $0 { observed.append($0) } }

        let header = try await page.call("header.configure", ["titleView": ["segments": ["Hot", "New", "Top"]]])
        #expect(header["titleView"] == ["segments": ["Hot", "New", "Top"], "selected": 0], "selected is 0 when left out")
        #expect(host.headers.last?.titleView == .segments(HeaderSegments(["Hot", "New", "Top"])))

        container.headerSegmentSelected(0) // the selected one: no change
        container.headerSegmentSelected(7) // not a segment
        container.headerMenuItemSelected(1) // not a menu
        container.headerSegmentSelected(2)
        try await waitUntil("the page heard the pick") { !heard.isEmpty }
        #expect(heard == [["index": 2, "title": "Top"]], "only the pick that changed the selection is heard")
        #expect(observed == [.headerSegmentSelected(HeaderSelection(index: 2, title: "Top"))])
        #expect(container.header.titleView == .segments(HeaderSegments(["Hot", "New", "Top"], selected: 2)))
        #expect(try await page.call("header.get")["titleView"]?["selected"] == 2, "the page reads the pick back")
    }

    @Test func aPageShowsAMenuAndHearsTheUsersPicks() async throws {
        let container = makeContainer()
        let page = await load(container, "")
        var heard: [JSONValue] = []
        page.on("header.menuItemSelected") { heard.append($0) }
        let header = try await page.call("header.configure", ["titleView": ["menu": ["Inbox", "Sent", "Drafts"], "selected": 1]])
        #expect(header["titleView"] == ["menu": ["Inbox", "Sent", "Drafts"], "selected": 1])

        container.headerSegmentSelected(0) // not segments
        container.headerMenuItemSelected(1) // already selected
        container.headerMenuItemSelected(2)
        try await waitUntil("the page heard the pick") { !heard.isEmpty }
        #expect(heard == [["index": 2, "title": "Drafts"]])
        #expect(host.headers.last?.titleView == .menu(HeaderMenu(["Inbox", "Sent", "Drafts"], selected: 2)))

        _ = try await page.call("header.configure", ["titleView": "plain"])
        #expect(container.header.titleView == .plain, "\"plain\" goes back to the title text")
    }

    @Test func badTitleViewsAreRefusedAndChangeNothing() async throws {
        let container = makeContainer()
        let page = await load(container, "")
        _ = try await page.call("header.configure", ["title": "Inbox", "titleView": ["segments": ["A", "B"], "selected": 1]])
        let before = container.header
        let drawn = host.headers.count

        let refusals: [(JSONValue, [BridgeError.PathComponent])] = [
            (["segments": []], [.key("titleView"), .key("segments")]),
            (["segments": ["A"], "selected": 1], [.key("titleView"), .key("selected")]),
            (["segments": ["A"], "selected": -1], [.key("titleView"), .key("selected")]),
            (["menu": []], [.key("titleView"), .key("menu")]),
            (["menu": ["A", "B"], "selected": 2], [.key("titleView"), .key("selected")]),
            (["native": "nowhere"], [.key("titleView"), .key("native")]),
            (["native": "search", "parameters": ["placeholder": 3]],
             [.key("titleView"), .key("parameters"), .key("placeholder")]),
            (["native": "search"], [.key("titleView"), .key("parameters")]),
        ]
        for (titleView, path) in refusals {
            let error = await refusal(page, ["title": "Changed", "titleView": titleView])
            #expect(error?.code == .invalidArguments, "\(titleView)")
            #expect(error?.path == path, "\(titleView): \(String(describing: error))")
        }
        for malformed: JSONValue in ["fancy", ["segments": ["A"], "menu": ["B"]], ["other": 1], 7, ["segments": "A"]] {
            let error = await refusal(page, ["title": "Changed", "titleView": malformed])
            #expect(error?.code == .invalidArguments, "\(malformed)")
            #expect(error?.path?.first == .key("titleView"), "\(malformed): \(String(describing: error))")
        }
        #expect(container.header == before, "no refused configuration changed the header, its title included")
        #expect(host.headers.count == drawn, "nothing was drawn")

        #expect(throws: BridgeError.self) {
            try container.configureHeader(HeaderConfiguration(title: "Native", titleView: .segments(HeaderSegments([]))))
        }
        #expect(throws: BridgeError.self) {
            try container.configureHeader(HeaderConfiguration(titleView: .native(NativeTitleView("nowhere"))))
        }
        #expect(container.header == before, "native code's refused configurations changed nothing either")
    }

    @Test func nativeTitleViewsAreCheckedByTheHost() async throws {
        let container = makeContainer()
        let page = await load(container, "")
        _ = try await page.call("header.configure", ["titleView": ["native": "search", "parameters": ["placeholder": "Find"]]])
        let shown = NativeTitleView("search", parameters: ["placeholder": "Find"])
        #expect(container.header.titleView == .native(shown))
        #expect(try host.titleViews.view(for: shown, in: container) == "search: Find")
        #expect(host.titleViews.names == ["search"])

        // A host that has no title views of its own refuses every one, as does a container without a host.
        let plainHost = RecordingHost()
        container.host = plainHost
        let error = await refusal(page, ["titleView": ["native": "search", "parameters": ["placeholder": "Find"]]])
        #expect(error?.path == [.key("titleView"), .key("native")])
        #expect(container.host === plainHost)
        container.host = nil
        #expect(throws: BridgeError.self) {
            try container.configureHeader(HeaderConfiguration(titleView: .native(shown)))
        }
        #expect(container.header.titleView == .native(shown), "what the page set stays")
    }

    @Test func theMakersErrorsReachTheHost() throws {
        let container = makeContainer()
        host.titleViews.register("broken") { (_: Empty, _: Container) throws -> String in
            throw BridgeError.handlerFailed("no view today")
        }
        let broken = NativeTitleView("broken")
        try host.titleViews.check(broken)
        #expect(throws: BridgeError.handlerFailed("no view today")) { try host.titleViews.view(for: broken, in: container) }
    }

    @Test func thePagesTitleViewLastsAsLongAsItsDocumentAndNativesOutlivesIt() async throws {
        let container = makeContainer()
        var page = await load(container, "one")
        try container.configureHeader(HeaderConfiguration(titleView: .segments(HeaderSegments(["Mine", "All"]))))
        _ = try await page.call("header.configure", ["titleView": ["menu": ["Inbox", "Sent"]]])
        #expect(container.header.titleView == .menu(HeaderMenu(["Inbox", "Sent"])), "the page's wins while it lives")
        container.headerMenuItemSelected(1)
        #expect(container.header.titleView == .menu(HeaderMenu(["Inbox", "Sent"], selected: 1)))

        page = await load(container, "two")
        #expect(container.header.titleView == .segments(HeaderSegments(["Mine", "All"])), "native code's outlives it")
        container.headerSegmentSelected(1)
        page = await load(container, "three")
        #expect(container.header.titleView == .segments(HeaderSegments(["Mine", "All"], selected: 1)),
                "the user's pick in native code's title view outlives the document too")

        _ = try await page.call("header.configure", ["titleView": "plain"])
        #expect(container.header.titleView == .plain, "the page may hide native code's title view")
        _ = await load(container, "four")
        #expect(container.header.titleView == .segments(HeaderSegments(["Mine", "All"], selected: 1)))
        try container.configureHeader(HeaderConfiguration(titleView: .plain))
        #expect(container.header.titleView == .plain)
    }

    @Test func routesSetTitleViewsAndAPickLastsTheDocument() async throws {
        app.routes.add("https://app.example/feed/*") { $0.titleView = .segments(HeaderSegments(["Hot", "New"])) }
        let container = makeContainer()
        var heard: [JSONValue] = []
        var page = await load(container, "feed/1")
        page.on("header.segmentSelected") { heard.append($0) }
        #expect(container.header.titleView == .segments(HeaderSegments(["Hot", "New"])))
        container.headerSegmentSelected(1)
        try await waitUntil("the page heard the pick") { !heard.isEmpty }
        #expect(heard == [["index": 1, "title": "New"]])
        #expect(container.header.titleView == .segments(HeaderSegments(["Hot", "New"], selected: 1)))
        page = await load(container, "feed/2")
        #expect(container.header.titleView == .segments(HeaderSegments(["Hot", "New"])), "a new document starts afresh")
        _ = await load(container, "elsewhere")
        #expect(container.header.titleView == .plain)
    }

    @Test func theWireFormIsPlainOrOneObject() throws {
        let views: [(HeaderTitleView, JSONValue)] = [
            (.plain, "plain"),
            (.segments(HeaderSegments(["A", "B"], selected: 1)), ["segments": ["A", "B"], "selected": 1]),
            (.menu(HeaderMenu(["X"])), ["menu": ["X"], "selected": 0]),
            (.native(NativeTitleView("search", parameters: ["q": "x"])), ["native": "search", "parameters": ["q": "x"]]),
        ]
        for (view, wire) in views {
            let text = String(decoding: try JSONEncoder().encode(view), as: UTF8.self)
            #expect(try JSONValue(json: text) == wire)
            #expect(try JSONDecoder().decode(HeaderTitleView.self, from: Data(text.utf8)) == view, "\(text)")
        }
    }
}
