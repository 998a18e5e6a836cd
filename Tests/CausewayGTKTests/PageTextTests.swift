import CWebKitGTK
import Causeway
import CausewayGTK
import CausewayTesting
import Foundation
import XCTest

/// Every widget that shows a page's text, drawn with that text at its bound and past it: the window keeps its size,
/// the app goes on drawing and answering, and what is shown is cut to the place's shape.
///
/// A bound no widget can show is no bound: GTK labels neither wrap nor ellipsize by default, and a window grows to
/// fit the widest label it holds (past X's 32,767 pixels the app ends with `BadAlloc`).
final class PageTextTests: XCTestCase {
    /// A document title of a million characters reaches the header's label and the window's title through the
    /// engine's own `notify::title`: the header shows one ellipsized line and the window keeps its width.
    func testADocumentTitleOfAMillionCharactersKeepsTheWindowsSize() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            try await fixture.open("index.html")
            let before = try await fixture.window.screenshotAfterNextPaint()
            _ = try await fixture.evaluate("document.title = 'W'.repeat(1000000); return null;")
            try await fixture.until("the header shows the title") { fixture.window.header.title.hasPrefix("WWW") }
            let after = try await fixture.window.screenshotAfterNextPaint()
            XCTAssertEqual([after.width, after.height], [before.width, before.height], "the window keeps its size")
            XCTAssertEqual(fixture.window.header.title, PageText(String(repeating: "W", count: 1_000_000), .title).text)
            let title = gtk_window_get_title(fixture.window.window).map { String(cString: $0) } ?? ""
            XCTAssertLessThanOrEqual(title.count, PageText.Shape.title.characters, "the window's title is cut too")
            try await Self.assertTheBridgeAnswers(fixture)
        }
    }

    /// A header at every bound the wire and the budget allow at once (a title of 1 KiB, 16 segments and 16 right
    /// items of 256 bytes each, with no space to break at) keeps the window's size; so does a menu of 16 such items.
    func testAHeaderAtItsBoundsKeepsTheWindowsSize() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            try await fixture.open("index.html")
            let before = try await fixture.window.screenshotAfterNextPaint()
            let label = "'M'.repeat(\(HeaderConfiguration.maxLabelBytes))"
            let items = "Array.from({length: 16}, (_, i) => ({id: 'i' + i, title: \(label)}))"
            for titleView in ["{segments: Array.from({length: 16}, () => \(label))}",
                              "{menu: Array.from({length: 16}, () => \(label))}"]
            {
                let answer = try await fixture.evaluate("""
                    await causeway.header.configure({title: 'T'.repeat(\(HeaderConfiguration.maxTitleBytes)),
                        titleView: \(titleView), rightItems: \(items)});
                    return null;
                    """)
                XCTAssertEqual(answer, .null, titleView)
                try await fixture.until("the header shows the items") { fixture.window.header.rightButtons.count == 16 }
                let after = try await fixture.window.screenshotAfterNextPaint()
                XCTAssertEqual([after.width, after.height], [before.width, before.height], titleView)
            }
            try await Self.assertTheBridgeAnswers(fixture)
        }
    }

    /// A script dialog whose message is a million characters over thousands of lines, and a prompt with a default
    /// of a million characters, each shows within the window's size, cut to a message's shape.
    func testScriptDialogsOfAMillionCharactersFitTheWindow() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            try await fixture.open("index.html")
            let window = try await fixture.window.screenshotAfterNextPaint()
            let answers = Task { @MainActor in
                try await fixture.evaluate("""
                    alert('A line\\n'.repeat(140000));
                    return prompt('Q'.repeat(1000000), 'D'.repeat(1000000));
                    """)
            }
            var previous: GTKDialog?
            for expected in ["A line", "QQQ"] {
                try await fixture.until("the dialog \(expected) shows") {
                    guard let dialog = fixture.window.presentedDialog, dialog !== previous else { return false }
                    return dialog.message.hasPrefix(expected)
                }
                let dialog = try XCTUnwrap(fixture.window.presentedDialog)
                previous = dialog
                XCTAssertLessThanOrEqual(dialog.message.count, PageText.Shape.message.characters)
                let shot = try await Self.dialogAfterLayout(dialog)
                XCTAssertLessThanOrEqual(shot.width, window.width, expected)
                XCTAssertLessThanOrEqual(shot.height, window.height, expected)
                if expected == "QQQ" {
                    XCTAssertEqual(dialog.text?.count, PageText.Shape.field.characters, "the prompt's default is cut")
                }
                dialog.click("OK")
            }
            let answer = try await answers.value
            XCTAssertEqual(answer.stringValue?.count, PageText.Shape.field.characters)
            try await Self.assertTheBridgeAnswers(fixture)
        }
    }

    /// The components that show a page's text, at their bounds: a label of 16 KiB at the largest font size, and a
    /// field whose value and placeholder are 64 KiB, both as large as their geometry allows; and a share sheet of the
    /// longest text. The window keeps its size and goes on drawing, and the sheet fits in it.
    func testComponentsAndTheShareSheetAtTheirBoundsKeepTheWindowsSize() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            let container = try await fixture.open("index.html")
            let before = try await fixture.window.screenshotAfterNextPaint()
            let geometry = """
                {frame: {x: 0, y: 0, width: 16777216, height: 16777216}, clip: {x: 0, y: 0, width: 800, height: 600},
                 visible: true, opacity: 1, cornerRadius: 0, zIndex: 0, occluders: []}
                """
            let answer = try await fixture.evaluate("""
                const result = await causeway.call("components.apply", {commands: [
                    {op: "insert", id: "label", type: "label", geometry: \(geometry),
                     props: {attributes: {text: "W".repeat(\(LabelProps.maxTextBytes)), "font-size": "1000"}, properties: {}}},
                    {op: "insert", id: "field", type: "input", geometry: \(geometry),
                     props: {attributes: {value: "V".repeat(\(InputProps.maxTextBytes)),
                                          placeholder: "P".repeat(\(InputProps.maxTextBytes))}, properties: {}}},
                ]});
                return result.failures.length;
                """)
            XCTAssertEqual(answer, 0)
            XCTAssertEqual(container.engine.componentHost?.componentIDs, ["field", "label"])
            let drawn = try await fixture.window.screenshotAfterNextPaint()
            XCTAssertEqual([drawn.width, drawn.height], [before.width, before.height])

            let shared = Task { @MainActor in
                try await fixture.evaluate("""
                    return await causeway.share.share({title: "T".repeat(1024), text: "S\\n".repeat(32768),
                                                       url: "https://example.com/" + "u".repeat(8000)});
                    """)
            }
            try await fixture.until("the share sheet shows") { fixture.window.presentedDialog != nil }
            let sheet = try XCTUnwrap(fixture.window.presentedDialog)
            let shot = try await Self.dialogAfterLayout(sheet)
            XCTAssertLessThanOrEqual(shot.width, before.width)
            XCTAssertLessThanOrEqual(shot.height, before.height)
            sheet.click("Cancel")
            let outcome = try await shared.value
            XCTAssertEqual(outcome, ["shared": false])
        }
    }

    /// The dialog's window, drawn once its size is settled: two paints in a row that agree.
    @MainActor
    private static func dialogAfterLayout(_ dialog: GTKDialog) async throws -> PageSnapshot {
        var last: PageSnapshot?
        var settled: PageSnapshot?
        try await waitUntil("the dialog is laid out", timeout: .seconds(60)) {
            guard let shot = try? dialog.screenshot() else { return false }
            defer { last = shot }
            settled = last.map { [$0.width, $0.height] == [shot.width, shot.height] } == true ? shot : nil
            return settled != nil
        }
        return try XCTUnwrap(settled)
    }

    @MainActor
    private static func assertTheBridgeAnswers(_ fixture: ContainerFixture) async throws {
        let state = try await fixture.evaluate("return (await causeway.nav.state()).url.length > 0;")
        XCTAssertEqual(state, true, "the bridge answers")
    }
}
