import Causeway
import CWebKitGTK
import CausewayGTK
import CausewayTesting
import XCTest

/// The header on real GTK widgets, configured from the page and from native code, checked on screen.
final class ContainerHeaderTests: XCTestCase {
    func testTheHeaderFollowsTheDocumentAndThePage() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            let header = fixture.window.header
            try await fixture.until("the title follows the document") { header.title == "Home" }
            XCTAssertTrue(header.isVisible)
            XCTAssertEqual(gtk_widget_get_visible(header.backButton), 0, "the first page has no history: no back button")
            XCTAssertEqual(gtk_widget_get_visible(header.closeButton), 1)
            let plain = try await Self.drawnHeader(in: fixture)
            XCTAssertFalse(Self.hasInk(plain, inColumns: (plain.width * 3 / 4)..<plain.width), "nothing on the right yet")

            _ = try await fixture.evaluate("""
                return await causeway.header.configure({title: "Inbox", closeButton: false,
                    rightItems: [{id: "compose", title: "New"}, {id: "search", icon: "system-search-symbolic"}]});
                """)
            XCTAssertEqual(header.title, "Inbox")
            XCTAssertEqual(header.rightButtons.map(\.id), ["compose", "search"])
            XCTAssertEqual(gtk_widget_get_visible(header.closeButton), 0)
            XCTAssertEqual(container.header.title, "Inbox")
            try await fixture.until("the right items are drawn") {
                guard let shot = try? fixture.window.headerScreenshot(), shot != plain else { return false }
                return Self.hasInk(shot, inColumns: (shot.width * 3 / 4)..<shot.width)
            }

            gtk_widget_activate(header.rightButtons[0].button)
            try await fixture.until("the page heard the tap") {
                try await fixture.evaluate("return window.events.filter(e => e.name === 'header.itemTapped');")
                    == [["name": "header.itemTapped", "data": ["id": "compose"]]]
            }

            try container.configureHeader(HeaderConfiguration(title: "From native code"))
            XCTAssertEqual(header.title, "Inbox", "the page's own configuration wins while its document lives")
            _ = try await fixture.evaluate("return await causeway.header.configure({visible: false});")
            XCTAssertFalse(header.isVisible)
            XCTAssertThrowsError(try fixture.window.headerScreenshot(), "no header on screen")

            let epoch = container.bridge.epoch
            _ = try await fixture.evaluate("location.href = 'second.html'; return true;")
            try await fixture.until("the second page is ready") { container.bridge.epoch > epoch && container.bridge.isPageReady }
            try await fixture.until("the native title takes over") { header.title == "From native code" }
            XCTAssertTrue(header.isVisible, "the page's configuration ended with its document")
            XCTAssertTrue(header.rightButtons.isEmpty)
        }
    }

    func testRoutesConfigureTheHeaderByURL() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { app in
                app.routes.add("*/second.html") {
                    $0.title = .fixed("Routed")
                    $0.showsCloseButton = false
                    $0.rightItems = [HeaderItem(id: "help", title: "Help")]
                }
            }
            defer { fixture.close() }
            try await fixture.open("index.html")
            let header = fixture.window.header
            try await fixture.until("home shows its title") { header.title == "Home" }
            XCTAssertTrue(header.rightButtons.isEmpty)
            try await fixture.open("second.html")
            XCTAssertEqual(header.title, "Routed")
            XCTAssertEqual(header.rightButtons.map(\.id), ["help"])
            XCTAssertEqual(gtk_widget_get_visible(header.closeButton), 0)
        }
    }

    /// The header as drawn, once GTK has drawn it (a widget that was just laid out has nothing to render yet).
    @MainActor
    private static func drawnHeader(in fixture: ContainerFixture) async throws -> PageSnapshot {
        var shot: PageSnapshot?
        try await fixture.until("the header is drawn") {
            shot = try? fixture.window.headerScreenshot()
            return shot != nil
        }
        return shot!
    }

    /// Whether some pixel in `columns` differs clearly from the header's background (its top-left pixel).
    private static func hasInk(_ snapshot: PageSnapshot, inColumns columns: Range<Int>) -> Bool {
        let background = snapshot.pixel(x: 0, y: 0)
        return (0..<snapshot.height).contains { y in
            columns.contains { x in
                zip(snapshot.pixel(x: x, y: y), background).contains { abs(Int($0) - Int($1)) > 60 }
            }
        }
    }
}
