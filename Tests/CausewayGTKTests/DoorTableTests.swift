import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTesting
import Foundation
import XCTest

/// The table of doors (`PageDoors`) against a real container on WebKitGTK: every method a container registers has a
/// row, and so does every GObject signal the engine layers connect while a page uses each built-in door, so a
/// method or signal added without its row fails here.
final class DoorTableTests: XCTestCase {
    func testEveryMethodAndSignalOfAContainerHasARow() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture { app in
                app.pageResources.allowsFiles = true
                // The one built-in plugin an app installs itself.
                app.installInEveryContainer { _ in ConsolePlugin() }
            }
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            let methods = Set(container.bridge.methodSignatures.map(\.name))
            let rows = Set(PageDoors.rows(.method).map(\.name))
            XCTAssertEqual(methods.subtracting(rows), [], "methods without a row")
            XCTAssertEqual(rows.subtracting(methods), [], "rows of methods no container registers")

            try await Self.useEveryDoor(fixture)
            let signals = SignalConnection.connected
            let listed = Set([PageDoor.Kind.engine, .person, .platform].flatMap { PageDoors.rows($0).map(\.name) })
            XCTAssertEqual(signals.subtracting(listed), [], "signals connected without a row")
            XCTAssertTrue(signals.contains("WebKitWebView notify::title"), "\(signals.sorted())")
        }
    }

    /// Has the page set its title, show each dialog and the share sheet, place each built-in component (a video
    /// opening a file), open a new window, and log to its console; then reads the window's pixels. Signals that other
    /// tests of the same process connected before are checked too.
    @MainActor
    private static func useEveryDoor(_ fixture: ContainerFixture) async throws {
        let clip = ShowcaseScreenTests.showcaseFolder.appendingPathComponent("media/clip.webm").absoluteString
        _ = try await fixture.evaluate("""
            document.title = "Doors";
            console.log("a line");
            for (const [type, src] of [["label", null], ["input", null], ["video", \(JSONValue.string(clip).jsonText)]]) {
                const view = document.createElement("causeway-view");
                view.setAttribute("type", type);
                if (src) view.setAttribute("src", src);
                view.style.cssText = "position: absolute; left: 0; top: 0; width: 100px; height: 50px;";
                document.body.append(view);
            }
            return null;
            """)
        let dialogs = Task { @MainActor in
            try await fixture.evaluate("""
                alert("a"); confirm("b"); prompt("c", "d");
                return await causeway.call("share.share", {text: "e"});
                """)
        }
        var previous: GTKDialog?
        for _ in 0..<4 {
            try await fixture.until("the next dialog shows") {
                fixture.window.presentedDialog.map { $0 !== previous } ?? false
            }
            let dialog = try XCTUnwrap(fixture.window.presentedDialog)
            previous = dialog
            dialog.click(dialog.choices.last?.label ?? "OK")
        }
        _ = try await dialogs.value
        let pages = fixture.window.pageCount
        _ = try await fixture.evaluate("window.open('second.html', '_blank'); return null;")
        try await fixture.until("the new window opened as a page") { fixture.window.pageCount > pages }
        try await fixture.until("the video opened its file") { SignalConnection.connected.contains { $0.hasSuffix("notify::prepared") } }
        // A person's-eye look at the window, as the screen tests take one after each step.
        _ = try await fixture.window.screenshotAfterNextPaint()
    }
}
