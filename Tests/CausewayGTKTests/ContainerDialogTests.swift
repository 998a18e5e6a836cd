import Causeway
import CWebKitGTK
import CausewayGTK
import CausewayTesting
import XCTest

/// Page dialogs and the share sheet as real GTK windows, answered by clicking their buttons.
final class ContainerDialogTests: XCTestCase {
    func testDialogsAreNativeWindows() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            try await fixture.open("index.html")
            // The page's script waits in each dialog, so the evaluation ends only once all are answered.
            let answers = Task { @MainActor in
                try await fixture.evaluate("""
                    alert("Saved");
                    return [confirm("Delete it?"), confirm("Really?"), prompt("Your name?", "Ada"),
                            prompt("Your city?", "Paris")];
                    """)
            }
            for (message, button, text) in [("Saved", "OK", nil), ("Delete it?", "OK", nil), ("Really?", "Cancel", nil),
                                             ("Your name?", "OK", "Grace"), ("Your city?", "Cancel", nil)] as [(String, String, String?)]
            {
                try await fixture.until("the dialog \(message) is on screen") { fixture.window.presentedDialog?.message == message }
                let dialog = try XCTUnwrap(fixture.window.presentedDialog)
                XCTAssertEqual(gtk_widget_get_visible(UnsafeMutableRawPointer(dialog.window).assumingMemoryBound(to: GtkWidget.self)), 1)
                if message == "Your name?" { XCTAssertEqual(dialog.text, "Ada", "the prompt shows its default") }
                if let text { dialog.text = text }
                dialog.click(button)
                try await fixture.until("the dialog \(message) closed") { fixture.window.presentedDialog !== dialog }
            }
            let answered = try await answers.value
            XCTAssertEqual(answered, [true, false, "Grace", nil])
        }
    }

    func testTheAppCanAnswerDialogsItself() throws {
        try GLibMainLoop.run {
            var shown: [ScriptDialog] = []
            let fixture = try ContainerFixture { app in
                app.presentDialog = { dialog in
                    shown.append(dialog)
                    return if case .prompt = dialog.kind { .text("from the app") } else { .confirmed }
                }
            }
            defer { fixture.close() }
            try await fixture.open("index.html")
            let answers = try await fixture.evaluate("return [confirm('Sure?'), prompt('Name?', 'x')];")
            XCTAssertEqual(answers, [true, "from the app"])
            XCTAssertEqual(shown.map(\.message), ["Sure?", "Name?"])
            XCTAssertEqual(shown.first?.origin, "causeway-test://container")
            XCTAssertNil(fixture.window.presentedDialog)
        }
    }

    func testShareUsesTheSheetOrTheAppsHook() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            try await fixture.open("index.html")
            _ = try await fixture.evaluate("""
                window.shared = [];
                causeway.share.share({title: "Causeway", url: "https://causeway.example/"}).then((r) => window.shared.push(r));
                return true;
                """)
            try await fixture.until("the share sheet is on screen") { fixture.window.presentedDialog?.message.contains("https://causeway.example/") == true }
            fixture.window.presentedDialog?.click("Copy")
            try await fixture.until("the page heard it was shared") {
                try await fixture.evaluate("return window.shared;") == [["shared": true]]
            }
            let invalid = try await fixture.evaluate("try { await causeway.share.share({}); } catch (e) { return e.code; }")
            XCTAssertEqual(invalid, "invalidArguments")

            var hooked: [ShareItem] = []
            fixture.app.share = { item in hooked.append(item); return false }
            let outcome = try await fixture.evaluate("return await causeway.share.share({text: 'hello'});")
            XCTAssertEqual(outcome, ["shared": false])
            XCTAssertEqual(hooked, [ShareItem(text: "hello")])
        }
    }

    /// A person answers one sheet at a time: a page asking for a hundred share sheets at once gets one, and the
    /// rest are refused with `limitExceeded`; once it is answered, the page may share again.
    func testAPageShowsOneShareSheetAtATime() throws {
        try GLibMainLoop.run {
            let fixture = try ContainerFixture()
            defer { fixture.close() }
            try await fixture.open("index.html")
            let refused = try await fixture.evaluate("""
                window.first = causeway.share.share({text: "first"});
                const rest = await Promise.allSettled(Array.from({length: 99}, () => causeway.share.share({text: "more"})));
                return rest.filter((r) => r.status === "rejected" && r.reason.code === "limitExceeded").length;
                """)
            XCTAssertEqual(refused, 99)
            let sheet = try XCTUnwrap(fixture.window.presentedDialog)
            XCTAssertEqual(sheet.message, "first")
            sheet.click("Cancel")
            let again = try await fixture.evaluate("""
                await window.first;
                const next = causeway.share.share({text: "again"});
                return "asked";
                """)
            XCTAssertEqual(again, "asked")
            try await fixture.until("the next sheet shows") { fixture.window.presentedDialog?.message == "again" }
            fixture.window.presentedDialog?.click("Cancel")
        }
    }
}
