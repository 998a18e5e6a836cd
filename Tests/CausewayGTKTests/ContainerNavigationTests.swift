import Causeway
import CWebKitGTK
import CausewayGTK
import CausewayTesting
import XCTest

/// The page lifecycle and navigation of real containers: load events, policy, new windows, the page stack.
final class ContainerNavigationTests: XCTestCase {
    func testLoadEventsTellProvisionalFromCommitted() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            try await fixture.until("the first page finished loading") { !container.isLoading }
            var events: [ContainerEvent] = []
            container.observe { events.append($0) }
            _ = try await fixture.evaluate("document.getElementById('next').click(); return true;")
            try await fixture.until("the second page finished") {
                events.contains(.navigation(.finished(fixture.url("second.html"))))
            }
            let phases = events.compactMap { event -> String? in
                guard case .navigation(let navigation) = event else { return nil }
                switch navigation {
                case .started: return "started"
                case .committed: return "committed"
                case .finished: return "finished"
                default: return nil
                }
            }
            XCTAssertEqual(phases, ["started", "committed", "finished"])
            XCTAssertTrue(events.contains(.historyChanged(canGoBack: true, canGoForward: false)))
            XCTAssertTrue(events.contains { if case .navigation(.progressChanged(1)) = $0 { true } else { false } })
            try await fixture.until("the page heard its state") {
                let states = try await fixture.evaluate("return window.events.filter(e => e.name === 'nav.state').map(e => e.data);")
                guard case .array(let list) = states, case .object(let state)? = list.last else { return false }
                return state["title"] == "Second" && state["canGoBack"] == true && state["isLoading"] == false
            }

            events.removeAll()
            container.load(URL(string: "http://unreachable.invalid/")!)
            try await fixture.until("the load failed") {
                events.contains { if case .navigation(.failed(_, _, provisional: true)) = $0 { true } else { false } }
            }
            XCTAssertFalse(container.isLoading)
            // WebKit ends a failed load with its finish; an error page of its own would be a new load after it.
            try await fixture.until("the failed load ended") {
                events.contains { if case .navigation(.finished) = $0 { true } else { false } }
            }
            let title = try await fixture.evaluate("return document.title;")
            XCTAssertEqual(title, "Second")
            XCTAssertFalse(events.contains { if case .navigation(.committed) = $0 { true } else { false } },
                           "a provisional failure commits nothing, and no error page of the engine's own follows")
            XCTAssertEqual(container.engine.title, "Second", "the page that was there stays")
        }
    }

    func testTheAppDecidesEachNavigation() throws {
        try GLibMainLoop.run {
            var outside: [URL] = []
            let fixture = try ContainerFixture { app in
                app.decideNavigation = { action in
                    if action.url.scheme == "mailto" { return .openOutside }
                    return action.url.lastPathComponent == "blocked.html" ? .cancel : .allow
                }
            }
            defer { fixture.close() }
            fixture.window.openOutside = { outside.append($0) }
            let container = try await fixture.open("index.html")
            let epoch = container.bridge.epoch
            var decided: [String] = []
            fixture.app.decideNavigation = { [decide = fixture.app.decideNavigation] action in
                decided.append(action.url.lastPathComponent)
                return decide(action)
            }
            _ = try await fixture.evaluate("document.getElementById('blocked').click(); document.getElementById('mail').click(); return true;")
            try await fixture.until("the mail link went outside") { outside == [URL(string: "mailto:someone@example.com")!] }
            // Decisions come in the order of the clicks: the blocked link was decided before the mail link.
            XCTAssertEqual(decided.prefix(2), ["blocked.html", "someone@example.com"])
            let samePage = try await fixture.evaluate("return document.getElementById('blocked') !== null;")
            XCTAssertEqual(samePage, true)
            XCTAssertEqual(container.bridge.epoch, epoch, "the cancelled navigation left the page alone")
            XCTAssertEqual(container.engine.url, fixture.url("index.html"))
        }
    }

    func testNewWindowsGoWhereTheAppSays() throws {
        try GLibMainLoop.run {
            var choice = NewWindowChoice.newContainer
            var requests = 0
            let fixture = try ContainerFixture { app in
                app.decideNewWindow = { _ in
                    requests += 1
                    return choice
                }
            }
            defer { fixture.close() }
            let root = try await fixture.open("index.html")

            _ = try await fixture.evaluate("document.getElementById('blank').click(); return true;")
            try await fixture.until("a target=_blank link opened a container") { fixture.window.pages.count == 2 }
            let second = try XCTUnwrap(fixture.window.topContainer)
            try await fixture.until("it shows the second page") { second.header.title == "Second" }
            fixture.window.closeTop()
            XCTAssertTrue(fixture.window.topContainer === root)

            _ = try await fixture.evaluate("return window.open('third.html') === null;")
            try await fixture.until("window.open opened a container") { fixture.window.pages.count == 2 }
            fixture.window.closeTop()

            choice = .refuse
            _ = try await fixture.evaluate("window.open('third.html'); return true;")
            try await fixture.until("the app was asked") { requests == 3 }
            XCTAssertEqual(fixture.window.pages.count, 1, "a refused window opens nothing")

            choice = .sameContainer
            _ = try await fixture.evaluate("window.open('third.html'); return true;")
            try await fixture.until("the same container loaded it") { root.engine.url == fixture.url("third.html") }
            XCTAssertEqual(fixture.window.pages.count, 1)
        }
    }

    func testPagesOpenCloseAndGoBack() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            try await fixture.open("index.html")
            _ = try await fixture.evaluate("return await causeway.nav.openWeb({url: 'second.html'});")
            try await fixture.until("a second container is ready") {
                fixture.window.pages.count == 2 && fixture.window.topContainer?.bridge.isPageReady == true
            }
            let second = try XCTUnwrap(fixture.window.topContainer)
            _ = try await fixture.evaluate("document.getElementById('next').click(); return true;")
            try await fixture.until("the third page shows") { second.header.title == "Third" }
            XCTAssertTrue(second.engine.canGoBack)

            gtk_widget_activate(fixture.window.header.backButton)
            try await fixture.until("back went back in the page") { second.header.title == "Second" && !second.engine.canGoBack }
            XCTAssertEqual(fixture.window.pages.count, 2)
            gtk_widget_activate(fixture.window.header.backButton)
            try await fixture.until("back with no history left the container") { fixture.window.pages.count == 1 }
            try await fixture.until("the header shows the root again") { fixture.window.header.title == "Home" }

            _ = try await fixture.evaluate("return await causeway.nav.openWeb({url: 'second.html'});")
            try await fixture.until("a second container is ready") { fixture.window.pages.count == 2 }
            let state = try await fixture.evaluate("return await causeway.nav.state();", in: fixture.window.pages.first.flatMap {
                if case .web(let page) = $0 { page.container } else { nil }
            })
            XCTAssertEqual(state.object?["title"], "Home")
            try await fixture.until("the new page is ready") { fixture.window.topContainer?.bridge.isPageReady == true }
            _ = try await fixture.evaluate("return await causeway.nav.close();")
            try await fixture.until("nav.close closed it") { fixture.window.pages.count == 1 }
        }
    }

    func testNativePagesOpenByName() throws {
        try GLibMainLoop.run {
            struct About: Decodable { var version: String }
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            fixture.window.nativePages.register("about") { (about: About) in
                GTKNativePage(title: "About \(about.version)", widget: gtk_label_new("Causeway"))
            }
            try await fixture.open("index.html")
            let unknown = try await fixture.evaluate("""
                try { await causeway.nav.openNative({name: "nowhere"}); return null; } catch (e) { return [e.code, e.path]; }
                """)
            XCTAssertEqual(unknown, ["invalidArguments", ["name"]])
            let wrong = try await fixture.evaluate("""
                try { await causeway.nav.openNative({name: "about", parameters: {version: 2}}); return null; }
                catch (e) { return [e.code, e.path]; }
                """)
            XCTAssertEqual(wrong, ["invalidArguments", ["parameters", "version"]])
            _ = try await fixture.evaluate("return await causeway.nav.openNative({name: 'about', parameters: {version: '1.0'}});")
            XCTAssertEqual(fixture.window.pages.count, 2)
            XCTAssertEqual(fixture.window.header.title, "About 1.0")
            gtk_widget_activate(fixture.window.header.backButton)
            try await fixture.until("back closed the native page") { fixture.window.pages.count == 1 }
        }
    }
}

extension JSONValue {
    var object: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }
}
