import Causeway
import CausewayGTK
import CausewayTestSupport
import XCTest

/// A frame of another origin asks for a new window that the app opens in the same container: what it asks for must
/// never run in, or replace, the app's own document.
final class NewWindowSecurityTests: XCTestCase {
    /// A widget's `target=_blank` links to a `javascript:` URL, a `data:` URL and its own `blob:` URL, each clicked
    /// once with the real pointer, while the app answers every new window with `.sameContainer` and grants its main
    /// frame `secret.read`. Without the container's refusal, the first runs `secret.read` as the app's main frame and
    /// the second replaces the app's document.
    func testAWidgetsNewWindowNeverRunsInTheAppsDocument() throws {
        try GLibMainLoop.run {
            var asked: [NavigationAction] = []
            var decided: [NavigationAction] = []
            let fixture = try ContainerFixture { app in
                app.decideNewWindow = { action in
                    asked.append(action)
                    return .sameContainer
                }
                app.decideNavigation = { action in
                    decided.append(action)
                    return .allow
                }
            }
            defer { fixture.close() }
            let container = try await fixture.open("widget-host.html")
            let calls = Recorder()
            container.bridge.handle("secret.read") { (_: JSONValue, call: CallContext) in
                await calls.note("secret.read from \(call.sender.origin)")
                return "the secret"
            }
            // Answered after anything the app's document ran before it, since a document's calls arrive in order.
            container.bridge.handle("probe.after") { (_: Empty) in
                await calls.note("probe.after")
                return true
            }
            try await fixture.until("the widget says where its links are") {
                try await fixture.evaluate("return window.widgetLinks !== null;") == true
            }
            let links = try await fixture.evaluate("return window.widgetLinks;")
            let engine = try XCTUnwrap(container.engine as? GTKEngine)
            let epoch = container.bridge.epoch
            // Each link is named after the scheme of the URL it asks for.
            let schemes = ["javascript", "data", "blob"]
            for (index, id) in schemes.enumerated() {
                let link = try XCTUnwrap(links[id], id)
                let x = try XCTUnwrap(link["x"]?.numberValue) + 20
                let y = try XCTUnwrap(link["y"]?.numberValue) + (try XCTUnwrap(link["height"]?.numberValue)) / 2
                try XInput.click(engine.widget, x: x, y: y)
                try await fixture.until("the app is asked for the \(id) link's window") { asked.count == index + 1 }
                let document = try await fixture.evaluate("""
                    await new Promise((resolve) => setTimeout(resolve, 0));
                    const probe = await causeway.call("probe.after").catch((error) => error.code);
                    return [document.title, window.marker, probe];
                    """)
                XCTAssertEqual(document, ["Widget host", "the app's document", true], "after the \(id) link")
                XCTAssertEqual(calls.notes, Array(repeating: "probe.after", count: index + 1),
                               "secret.read never ran, after the \(id) link")
                XCTAssertEqual(container.bridge.epoch, epoch, "the app's document stays, after the \(id) link")
                XCTAssertEqual(container.engine.url, fixture.url("widget-host.html"))
            }

            XCTAssertEqual(asked.map { $0.url.scheme }, schemes)
            XCTAssertTrue(asked[1].url.absoluteString.hasPrefix("data:text/html,%3Cscript%3Ecauseway.call("),
                          "the app hears the page's data: URL, not one encoded again: \(asked[1].url)")
            XCTAssertTrue(asked[2].url.absoluteString.hasPrefix("blob:causeway-test://widget/"), "the widget's own blob")
            for action in asked {
                XCTAssertEqual(action.kind, .linkActivated)
                XCTAssertTrue(action.isUserGesture, "a real click")
                // WebKitGTK names no frame: the app hears that it is not told, never that the main frame asked.
                XCTAssertNil(action.isMainFrame)
                XCTAssertNil(action.sourceFrame)
            }
            XCTAssertFalse(decided.contains { schemes.contains($0.url.scheme ?? "") },
                           "no refused URL reached decideNavigation")
            let widgetLoad = try XCTUnwrap(decided.first { $0.url.host == "widget" }, "the widget's own load was decided")
            XCTAssertNil(widgetLoad.isMainFrame, "WebKitGTK does not say the widget loads in a subframe")
            XCTAssertNil(widgetLoad.sourceFrame)
        }
    }
}
