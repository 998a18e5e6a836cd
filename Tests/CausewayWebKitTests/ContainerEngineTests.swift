import Causeway
import CausewayTesting
import CausewayWebKit
import Foundation
import Testing
@testable import CoreGraphics
@testable import UIKit
@testable import WebKit

/// What a ``Container`` needs from WKWebView beyond the bridge: decisions, new windows, dialogs, history, progress,
/// the user agent and snapshots, driven through the Apple API model.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ContainerEngineTests {
    let engine = WKWebViewEngine()

    private func frame(_ url: String, main: Bool = true) -> WKFrameInfo {
        WKFrameInfo(isMainFrame: main, request: URLRequest(url: URL(string: url)!))
    }

    private func action(_ url: String, from source: WKFrameInfo, to target: WKFrameInfo?,
                        type: WKNavigationType = .linkActivated) -> WKNavigationAction
    {
        WKNavigationAction(request: URLRequest(url: URL(string: url)!), sourceFrame: source, targetFrame: target,
                           navigationType: type)
    }

    @Test func decisionsReachTheDecider() async {
        let decided = Recorder<NavigationAction>()
        engine.navigationDecider = { action in
            decided.append(action)
            return action.url.host == "blocked.example" ? .cancel : .allow
        }
        let webView = engine.webView
        let main = frame("https://app.example/")
        let sub = frame("https://ads.example/frame.html", main: false)

        #expect(await webView.modelDecidePolicy(for: action("https://blocked.example/x", from: main, to: main)) == .cancel)
        #expect(await webView.modelDecidePolicy(for: action("https://app.example/next", from: main, to: main,
                                                            type: .formSubmitted)) == .allow)
        #expect(await webView.modelDecidePolicy(for: action("https://ads.example/2", from: sub, to: sub,
                                                            type: .other)) == .allow)
        let app = FrameIdentity(origin: "https://app.example", isMainFrame: true)
        let ads = FrameIdentity(origin: "https://ads.example", isMainFrame: false)
        #expect(decided.items == [
            NavigationAction(url: URL(string: "https://blocked.example/x")!, kind: .linkActivated, isMainFrame: true,
                             isUserGesture: true, sourceFrame: app),
            NavigationAction(url: URL(string: "https://app.example/next")!, kind: .formSubmitted, isMainFrame: true,
                             isUserGesture: true, sourceFrame: app),
            NavigationAction(url: URL(string: "https://ads.example/2")!, kind: .other, isMainFrame: false,
                             isUserGesture: false, sourceFrame: ads),
        ])
    }

    @Test func withoutADeciderEverythingIsAllowed() async {
        let main = frame("https://app.example/")
        #expect(await engine.webView.modelDecidePolicy(for: action("https://anywhere.example/", from: main, to: main)) == .allow)
    }

    @Test func aLinkToANewWindowGoesToTheHandlerAndIsCancelled() async throws {
        let decided = Recorder<NavigationAction>()
        let opened = Recorder<NavigationAction>()
        engine.navigationDecider = { decided.append($0); return .allow }
        engine.newWindowHandler = { opened.append($0) }
        let widget = frame("https://widget.example/w.html", main: false)
        let policy = await engine.webView.modelDecidePolicy(for: action("https://app.example/blank", from: widget, to: nil))
        #expect(policy == .cancel, "WebKit must not go on to ask for a web view")
        try await waitUntil("!opened.items.isEmpty") { !opened.items.isEmpty }
        #expect(opened.items == [NavigationAction(url: URL(string: "https://app.example/blank")!, kind: .linkActivated,
                                                  isMainFrame: nil, isUserGesture: true,
                                                  sourceFrame: FrameIdentity(origin: "https://widget.example",
                                                                             isMainFrame: false))],
                "the app hears which frame asked, and that no frame of this web view is the target")
        #expect(decided.items.isEmpty)
    }

    @Test func windowOpenGetsNoWebViewAndReachesTheHandler() async throws {
        let opened = Recorder<NavigationAction>()
        engine.newWindowHandler = { opened.append($0) }
        let webView = engine.webView
        let delegate = try #require(webView.uiDelegate)
        let created = delegate.webView(webView, createWebViewWith: WKWebViewConfiguration(),
                                       for: action("https://app.example/popup", from: frame("https://app.example/"),
                                                   to: nil, type: .other),
                                       windowFeatures: WKWindowFeatures())
        #expect(created == nil)
        try await waitUntil("!opened.items.isEmpty") { !opened.items.isEmpty }
        #expect(opened.items.map(\.url) == [URL(string: "https://app.example/popup")!])
        #expect(opened.items.map(\.sourceFrame) == [FrameIdentity(origin: "https://app.example", isMainFrame: true)])
    }

    @Test func dialogsRoundTripThroughThePresenter() async throws {
        let shown = Recorder<ScriptDialog>()
        engine.dialogPresenter = { dialog in
            shown.append(dialog)
            switch dialog.kind {
            case .alert: return .dismissed
            case .confirm: return dialog.message == "Delete?" ? .confirmed : .dismissed
            case .prompt(let defaultText): return dialog.message == "Name?" ? .text(defaultText + " Lovelace") : .dismissed
            }
        }
        let webView = engine.webView
        let delegate = try #require(webView.uiDelegate)
        let page = frame("https://app.example:8443/index.html")
        let answers = Recorder<String>()

        delegate.webView(webView, runJavaScriptAlertPanelWithMessage: "Hello", initiatedByFrame: page) {
            answers.append("alert closed")
        }
        delegate.webView(webView, runJavaScriptConfirmPanelWithMessage: "Delete?", initiatedByFrame: page) {
            answers.append("confirm \($0)")
        }
        delegate.webView(webView, runJavaScriptConfirmPanelWithMessage: "Leave?", initiatedByFrame: page) {
            answers.append("confirm \($0)")
        }
        delegate.webView(webView, runJavaScriptTextInputPanelWithPrompt: "Name?", defaultText: "Ada",
                         initiatedByFrame: page) { answers.append("prompt \($0 ?? "nil")") }
        delegate.webView(webView, runJavaScriptTextInputPanelWithPrompt: "Other?", defaultText: nil,
                         initiatedByFrame: page) { answers.append("prompt \($0 ?? "nil")") }
        try await waitUntil("answers.items.count == 5") { answers.items.count == 5 }

        #expect(answers.items.sorted() == ["alert closed", "confirm false", "confirm true", "prompt Ada Lovelace",
                                           "prompt nil"])
        #expect(shown.items.map(\.kind) == [.alert, .confirm, .confirm, .prompt(defaultText: "Ada"),
                                            .prompt(defaultText: "")])
        #expect(shown.items.allSatisfy { $0.origin == "https://app.example:8443" }, "the origin is the frame's")
    }

    @Test func withoutAPresenterDialogsGetWebKitsDefaults() async throws {
        let webView = engine.webView
        let delegate = try #require(webView.uiDelegate)
        let page = frame("https://app.example/")
        let answers = Recorder<String>()
        delegate.webView(webView, runJavaScriptAlertPanelWithMessage: "Hi", initiatedByFrame: page) { answers.append("alert") }
        delegate.webView(webView, runJavaScriptConfirmPanelWithMessage: "Sure?", initiatedByFrame: page) {
            answers.append("confirm \($0)")
        }
        delegate.webView(webView, runJavaScriptTextInputPanelWithPrompt: "Name?", defaultText: "x",
                         initiatedByFrame: page) { answers.append("prompt \($0 ?? "nil")") }
        #expect(answers.items == ["alert", "confirm false", "prompt nil"], "answered at once")
    }

    @Test func progressIsReportedFromKeyValueObservation() {
        let events = Recorder<NavigationEvent>()
        engine.observeNavigation { events.append($0) }
        let webView = engine.webView
        webView.modelEstimatedProgress = 0.3
        webView.modelEstimatedProgress = 0.8
        #expect(events.items == [.progressChanged(0.3), .progressChanged(0.8)])
        #expect(engine.estimatedProgress == 0.8)
        engine.close()
        webView.modelEstimatedProgress = 1
        #expect(events.items.count == 2, "a closed engine reports nothing")
    }

    @Test func historyGoesBackAndForward() {
        #expect(!engine.canGoBack && !engine.canGoForward)
        engine.load(URL(string: "https://app.example/a")!)
        engine.load(URL(string: "https://app.example/b")!)
        #expect(engine.canGoBack && !engine.canGoForward)
        engine.goBack()
        #expect(engine.url == URL(string: "https://app.example/a")!)
        #expect(!engine.canGoBack && engine.canGoForward)
        engine.goForward()
        #expect(engine.url == URL(string: "https://app.example/b")!)
    }

    @Test func theUserAgentSuffixFollowsWebKitsApplicationName() {
        let base = engine.configuration.applicationNameForUserAgent
        #expect(base == "Mobile/15E148")
        engine.userAgentSuffix = "Reader/1.0"
        #expect(engine.configuration.applicationNameForUserAgent == "Mobile/15E148 Reader/1.0")
        engine.userAgentSuffix = "Reader/1.1"
        #expect(engine.configuration.applicationNameForUserAgent == "Mobile/15E148 Reader/1.1", "replaced, not appended")
        #expect(engine.webView.configuration.applicationNameForUserAgent == "Mobile/15E148 Reader/1.1",
                "the web view is made with it")
    }

    @Test func aContainerSetsTheSuffixBeforeTheWebViewExists() {
        let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                            policy: CapabilityPolicy(rules: []))
        app.userAgentSuffix = "Reader/1.0"
        let container = Container(app: app, engine: engine)
        #expect(engine.webView.configuration.applicationNameForUserAgent == "Mobile/15E148 Reader/1.0")
        #expect(container.engine === engine)
    }

    @Test func snapshotsArePixels() async throws {
        let rgba: [UInt8] = [255, 255, 255, 255, 0, 0, 0, 255, 10, 20, 30, 255,
                             1, 2, 3, 255, 4, 5, 6, 255, 7, 8, 9, 255]
        engine.webView.modelSnapshot = .success(UIImage(cgImage: CGImage(modelWidth: 3, height: 2, rgba: rgba)))
        let snapshot = try await engine.snapshot()
        #expect(snapshot == PageSnapshot(width: 3, height: 2, rgba: rgba))
        #expect(snapshot.pixel(x: 0, y: 1) == [1, 2, 3, 255], "rows top to bottom")
        #expect(engine.webView.modelSnapshotConfigurations.count == 1)

        engine.webView.modelSnapshot = .failure(URLError(.cancelled))
        await #expect(throws: WKWebViewEngineError.self) { try await engine.snapshot() }
        engine.webView.modelSnapshot = .success(UIImage(systemName: "star")!)
        await #expect(throws: WKWebViewEngineError.self, "a symbol image has no bitmap") { try await engine.snapshot() }
    }
}

/// Values a closure records on the main actor, for a test to read.
@MainActor
final class Recorder<Item> {
    private(set) var items: [Item] = []

    func append(_ item: Item) {
        items.append(item)
    }
}
