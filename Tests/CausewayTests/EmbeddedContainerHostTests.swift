import Causeway
import CausewayTesting
import Foundation
import Testing

/// A container shown inside a native screen: its host follows the content height and hands the rest to the
/// screen's host.
@MainActor
@Suite struct EmbeddedContainerHostTests {
    let app = HybridApp(info: AppInfo(name: "Tests", identifier: "test.app", version: "2.0", build: "7"),
                        policy: CapabilityPolicy(rules: [.allow(["https://app.example"])]))
    let engine = FakeEngine()
    let screen = RecordingHost()

    init() {
        screen.nativePageNames = ["profile"]
    }

    @Test func theHeightIsTakenHereAndEachNewOneReportedOnce() async {
        app.routes.add("*/article/*") { $0.sizesToContent = true }
        let container = Container(app: app, engine: engine)
        var heights: [Double] = []
        let host = EmbeddedContainerHost(parent: screen) { heights.append($0) }
        container.host = host
        for height in [640.0, 640, 980] {
            _ = await engine.post(["kind": "height", "height": .number(height)], to: "causewayContainer")
        }
        #expect(heights == [640, 980], "the same height twice is one change")
        #expect(host.contentHeight == 980)
        #expect(screen.heights.isEmpty, "the screen's host is not told the article's height")
    }

    @Test func everythingElseGoesToTheScreensHost() async throws {
        let container = Container(app: app, engine: engine)
        let host = EmbeddedContainerHost(parent: screen)
        container.host = host
        host.container(container, openWeb: URL(string: "https://app.example/next")!)
        host.container(container, openOutside: URL(string: "mailto:someone@app.example")!)
        try host.container(container, openNative: "profile", parameters: nil)
        #expect(throws: BridgeError.self) { try host.container(container, openNative: "missing", parameters: nil) }
        #expect(await host.container(container, present: ScriptDialog(kind: .confirm, message: "Leave?", origin: nil))
                == .confirmed)
        #expect(await host.container(container, share: ShareItem(title: "Article")))
        host.containerDidRequestClose(container)
        #expect(screen.opened == [URL(string: "https://app.example/next")!])
        #expect(screen.outside == [URL(string: "mailto:someone@app.example")!])
        #expect(screen.natives == ["profile"])
        #expect(screen.closed == 1)
        #expect(!screen.headers.isEmpty, "header changes reach the screen's host, which decides what to show")
    }

    @Test func closingGoesToTheScreenWhenItSaysHow() {
        let container = Container(app: app, engine: engine)
        let host = EmbeddedContainerHost(parent: screen)
        var closes = 0
        host.onClose = { closes += 1 }
        host.containerDidRequestClose(container)
        #expect(closes == 1)
        #expect(screen.closed == 0)
    }

    @Test func withoutAScreenNothingIsShownOrOpened() async {
        let container = Container(app: app, engine: engine)
        let host = EmbeddedContainerHost(parent: nil)
        #expect(await host.container(container, present: ScriptDialog(kind: .alert, message: "Hi", origin: nil))
                == .dismissed)
        #expect(await !host.container(container, share: ShareItem(url: "https://app.example/")))
        #expect(throws: BridgeError.self) { try host.container(container, openNative: "profile", parameters: nil) }
    }
}
