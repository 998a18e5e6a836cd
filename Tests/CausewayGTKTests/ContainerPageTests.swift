import Causeway
import CWebKitGTK
import CausewayGTK
import CausewayTesting
import XCTest

/// What a container does to its page: app info, user agent, selection and long-press switches, content height,
/// blank-page recovery and the `hybrid://` URL protocol.
final class ContainerPageTests: XCTestCase {
    func testAppInfoAndUserAgent() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { $0.userAgentSuffix = "CausewayTests/1.2" }
            defer { fixture.close() }
            try await fixture.open("index.html")
            let info = try await fixture.evaluate("return await causeway.app.info();")
            XCTAssertEqual(info.object?["version"], "1.2")
            XCTAssertEqual(info.object?["build"], "42")
            XCTAssertEqual(info.object?["device"]?.object?["system"], "Linux")
            let agent = try await fixture.evaluate("return navigator.userAgent;")
            guard case .string(let text) = agent else { return XCTFail("no user agent") }
            XCTAssertTrue(text.hasSuffix(" CausewayTests/1.2"), text)
        }
    }

    func testRoutesSwitchOffSelectionAndTheLongPressMenu() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { app in
                app.routes.add("*/second.html") {
                    $0.allowsTextSelection = false
                    $0.allowsLongPressMenu = false
                }
            }
            defer { fixture.close() }
            let probe = """
                const event = new MouseEvent("contextmenu", {bubbles: true, cancelable: true});
                document.body.dispatchEvent(event);
                return [getComputedStyle(document.body).webkitUserSelect, event.defaultPrevented];
                """
            try await fixture.open("index.html")
            try await fixture.until("home keeps selection and the menu") { try await fixture.evaluate(probe) == ["text", false] }
            try await fixture.open("second.html")
            try await fixture.until("second has neither") { try await fixture.evaluate(probe) == ["none", true] }
        }
    }

    func testAContainerSizesItselfToItsContent() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { app in app.routes.add("*/index.html") { $0.sizesToContent = true } }
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            try await fixture.until("the height is reported") { container.contentHeight == 600 }
            let widget = try XCTUnwrap(fixture.window.pages.last.map { page -> UnsafeMutablePointer<GtkWidget>? in
                if case .web(let page) = page { page.engine.widget } else { nil }
            } ?? nil)
            var height: Int32 = 0
            gtk_widget_get_size_request(widget, nil, &height)
            XCTAssertEqual(height, 600)
            let overflow = try await fixture.evaluate("return getComputedStyle(document.documentElement).overflowY;")
            XCTAssertEqual(overflow, "hidden", "the page does not scroll inside itself")
            _ = try await fixture.evaluate("document.getElementById('content').style.height = '900px'; return true;")
            try await fixture.until("the new height is reported") { container.contentHeight == 900 }
            gtk_widget_get_size_request(widget, nil, &height)
            XCTAssertEqual(height, 900, "the container kept its size current")
        }
    }

    func testABlankPageIsRecoveredLikeACrash() throws {
        try GLibMainLoop.run {
            var detected: [URL?] = []
            let fixture = try ContainerFixture { app in
                // Long enough for the fallback page to paint on a busy machine, or it too would look blank.
                app.pageOptions.blankPageTimeout = .seconds(2)
                app.recovery = .load(URL(string: "causeway-test://container/fallback.html")!)
            }
            defer { fixture.close() }
            let container = fixture.window.open(fixture.url("blank.html"))
            var passed: [URL?] = []
            container.observe {
                switch $0 {
                case .blankPageDetected(let url): detected.append(url)
                case .blankPageCheckPassed(let url): passed.append(url)
                default: break
                }
            }
            try await fixture.until("the fallback page is ready") {
                container.engine.url == fixture.url("fallback.html") && container.bridge.isPageReady
            }
            XCTAssertEqual(detected, [fixture.url("blank.html")])
            try await fixture.until("the fallback heard why") {
                try await fixture.evaluate("return (window.events || []).filter(e => e.name === 'recovered').map(e => e.data);")
                    == [["reason": "the page stayed blank"]]
            }
            try await fixture.until("the fallback's own check is done") { !passed.isEmpty }
            XCTAssertEqual(passed, [fixture.url("fallback.html")])
            XCTAssertEqual(detected.count, 1, "a page with content is not blank")
        }
    }

    func testPagesWrittenForTheURLProtocolRunUnchanged() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = fixture.window.open(URL(string: "about:blank")!)
            container.legacyURLProtocol = try LegacyURLProtocol(methods: ["addNumbers": "calc.add"])
            struct Numbers: Decodable, Sendable { var a: Int; var b: Int }
            container.bridge.handle("calc.add") { (numbers: Numbers) in numbers.a + numbers.b }
            container.bridge.handle("test.secret") { (_: Empty) in "secret" }
            container.load(fixture.url("legacy-url.html"))
            try await fixture.until("every callback was called") {
                try await fixture.evaluate("return Object.keys(window.replies || {}).length;") == 4
            }
            let replies = try await fixture.evaluate("return window.replies;")
            XCTAssertEqual(replies.object?["add"], ["data": 5, "err": 0, "msg": "success"])
            XCTAssertEqual(replies.object?["secret"]?.object?["code"], "denied")
            XCTAssertEqual(replies.object?["secret"]?.object?["err"], 1)
            XCTAssertEqual(replies.object?["missing"]?.object?["code"], "unknownMethod")
            XCTAssertEqual(replies.object?["invalid"]?.object?["code"], "invalidArguments")
            XCTAssertEqual(container.engine.url, fixture.url("legacy-url.html"), "the protocol's navigations were cancelled")
        }
    }
}
