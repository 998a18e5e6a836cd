import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTestSupport
import XCTest

/// The header's title views on real GTK widgets, as a person uses them: segments and a drop-down clicked with the
/// X server's pointer (and the drop-down's list chosen from with the keyboard), what the page hears, and what the
/// header's pixels show; an app's own view by name, from the page and from native code.
final class ContainerTitleViewTests: XCTestCase {
    func testAPersonPicksASegmentAndThePageHearsIt() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            let header = fixture.window.header
            let person = Person(window: fixture.window)
            let refused = try await fixture.evaluate("""
                try { await causeway.header.configure({titleView: {segments: []}}); return null; }
                catch (e) { return {code: e.code, path: e.path}; }
                """)
            XCTAssertEqual(refused, ["code": "invalidArguments", "path": ["titleView", "segments"]])
            XCTAssertEqual(header.titleWidget, header.titleLabel, "a refused title view changes nothing")

            _ = try await fixture.evaluate("""
                return await causeway.header.configure({titleView: {segments: ["Hot", "New"], selected: 0}});
                """)
            XCTAssertEqual(header.segmentButtons.count, 2)
            for (index, label) in ["Hot", "New"].enumerated() {
                try await person.readHeader({ header.segmentButtons.dropFirst(index).first },
                                            until: "the segment \(label)") { $0.holds(label) }
            }
            let before = try person.segmentColours()
            XCTAssertEqual(before.count, 2)
            XCTAssertNotEqual(before[0], before[1], "the selected segment is drawn unlike the other")
            // The colour of the selected segment; the other's changes with the pointer over it.
            let selectedColour = before[0]

            try XInput.click(header.segmentButtons[1])
            try await fixture.until("the page heard the pick") { try await Self.picks(in: fixture) == [1] }
            XCTAssertEqual(container.header.titleView, .segments(HeaderSegments(["Hot", "New"], selected: 1)))
            try await fixture.until("New is drawn selected and Hot not") {
                try person.segmentColours().map { $0 == selectedColour } == [false, true]
            }

            // Clicking the selected segment changes nothing; the page hears the next change, and only it.
            try XInput.click(header.segmentButtons[1])
            try XInput.click(header.segmentButtons[0])
            try await fixture.until("the page heard the pick of Hot") { try await Self.picks(in: fixture).count == 2 }
            let heard = try await fixture.evaluate(
                "return window.events.filter(e => e.name === 'header.segmentSelected').map(e => e.data);")
            XCTAssertEqual(heard, [["index": 1, "title": "New"], ["index": 0, "title": "Hot"]])

            // The page selecting a segment itself is drawn, and is no pick of the user's.
            _ = try await fixture.evaluate("""
                return await causeway.header.configure({titleView: {segments: ["Hot", "New"], selected: 1}});
                """)
            try await fixture.until("New is drawn selected again") {
                try person.segmentColours().map { $0 == selectedColour } == [false, true]
            }
            try XInput.click(header.segmentButtons[0])
            try await fixture.until("the page heard the pick of Hot again") { try await Self.picks(in: fixture).count == 3 }
            let picks = try await Self.picks(in: fixture)
            XCTAssertEqual(picks, [1, 0, 0])
        }
    }

    func testAPersonPicksFromTheMenuTitle() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            let header = fixture.window.header
            let person = Person(window: fixture.window)
            _ = try await fixture.evaluate("""
                return await causeway.header.configure({titleView: {menu: ["Inbox", "Sent", "Drafts"]}});
                """)
            let dropDown = try XCTUnwrap(header.menuDropDown)
            XCTAssertEqual(header.titleWidget, dropDown)
            try await person.readHeader({ header.menuDropDown }, until: "the title reads the selected item") {
                $0.holds("Inbox") && !$0.holds("Drafts")
            }

            try XInput.click(dropDown)
            try XInput.press("Down")
            try XInput.press("Return")
            try await fixture.until("the page heard the pick") {
                try await fixture.evaluate("""
                    return window.events.filter(e => e.name === 'header.menuItemSelected').map(e => e.data);
                    """) == [["index": 1, "title": "Sent"]]
            }
            XCTAssertEqual(container.header.titleView, .menu(HeaderMenu(["Inbox", "Sent", "Drafts"], selected: 1)))
            try await person.readHeader({ header.menuDropDown }, until: "the title reads the picked item") {
                $0.holds("Sent") && !$0.holds("Inbox")
            }

            // The page selecting an item itself is shown, and is no pick of the user's.
            _ = try await fixture.evaluate("""
                return await causeway.header.configure({titleView: {menu: ["Inbox", "Sent", "Drafts"], selected: 2}});
                """)
            try await person.readHeader({ header.menuDropDown }, until: "the title reads the page's choice") {
                $0.holds("Drafts")
            }
            try XInput.click(dropDown)
            // The list keeps the row the keyboard was on last: from the top, the second row.
            try XInput.press("Home")
            try XInput.press("Down")
            try XInput.press("Return")
            try await fixture.until("the page heard the second pick, and only the user's picks") {
                try await fixture.evaluate("""
                    return window.events.filter(e => e.name === 'header.menuItemSelected').map(e => e.data);
                    """) == [["index": 1, "title": "Sent"], ["index": 1, "title": "Sent"]]
            }
        }
    }

    func testAnAppsOwnTitleViewByNameFromThePageAndFromNativeCode() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            weak var lastOwner: Owner?
            fixture.window.titleViews.register("banner") { (parameters: BannerParameters, container: Container) in
                let owner = Owner(container: container)
                lastOwner = owner
                return GTKTitleView(widget: gtk_label_new("Banner \(parameters.text)"), owner: owner)
            }
            let container = try await fixture.open("index.html")
            let header = fixture.window.header
            let person = Person(window: fixture.window)

            let unknown = try await fixture.evaluate("""
                try { await causeway.header.configure({titleView: {native: "nowhere"}}); return null; }
                catch (e) { return {code: e.code, path: e.path}; }
                """)
            XCTAssertEqual(unknown, ["code": "invalidArguments", "path": ["titleView", "native"]])
            let wrong = try await fixture.evaluate("""
                try { await causeway.header.configure({titleView: {native: "banner", parameters: {text: 7}}}); return null; }
                catch (e) { return {code: e.code, path: e.path}; }
                """)
            XCTAssertEqual(wrong, ["code": "invalidArguments", "path": ["titleView", "parameters", "text"]])
            XCTAssertEqual(header.titleWidget, header.titleLabel)

            _ = try await fixture.evaluate("""
                return await causeway.header.configure({titleView: {native: "banner", parameters: {text: "Pagey"}}});
                """)
            try await person.readHeader({ header.titleWidget }, inset: -4, until: "the page's banner") {
                $0.holds("Pagey")
            }
            XCTAssertTrue(lastOwner?.container === container, "the view is made for the container it shows")
            weak var pagesOwner = lastOwner

            let nowhere = HeaderConfiguration(titleView: .native(NativeTitleView("nowhere")))
            XCTAssertThrowsError(try container.configureHeader(nowhere))
            let banner = NativeTitleView("banner", parameters: ["text": "Nativey"])
            try container.configureHeader(HeaderConfiguration(titleView: .native(banner)))
            try await person.readHeader({ header.titleWidget }, inset: -4, until: "the page's banner, still") {
                $0.holds("Pagey")
            }

            let epoch = container.bridge.epoch
            _ = try await fixture.evaluate("location.href = 'second.html'; return true;")
            try await fixture.until("the second page is ready") {
                container.bridge.epoch > epoch && container.bridge.isPageReady
            }
            try await person.readHeader({ header.titleWidget }, inset: -4,
                                        until: "native code's banner outlives the page's") { $0.holds("Nativey") }
            XCTAssertNil(pagesOwner, "the page's view was let go with what it owned")
        }
    }

    /// What an app's own title view keeps while it shows.
    @MainActor
    final class Owner {
        let container: Container
        init(container: Container) { self.container = container }
    }

    struct BannerParameters: Decodable, Sendable {
        var text: String
    }

    /// The segment indexes the page heard picked, in order.
    @MainActor
    private static func picks(in fixture: ContainerFixture) async throws -> [Int] {
        let picks = try await fixture.evaluate("""
            return window.events.filter(e => e.name === 'header.segmentSelected').map(e => e.data.index);
            """)
        guard case .array(let indexes) = picks else { return [] }
        return indexes.compactMap { $0.numberValue.map(Int.init) }
    }
}
