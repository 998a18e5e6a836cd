import Causeway
import CausewayTesting
import CausewayWebKit
import Foundation
import Testing
@testable import UIKit
@testable import WebKit

/// `CausewayViewController` as the container's host: header, progress, dialogs, share sheet and page changes, on the
/// UIKit model.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CausewayViewControllerTests {
    let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                        policy: .allowing([OriginPattern(originOf: URL(string: "https://app.example/")!)]))
    let routes = NativePageRoutes<UIViewController>()
    let root = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// A page pushed above `root` in a navigation controller that fills `window`.
    private func pushedPage(_ url: String = "https://app.example/") -> (CausewayViewController, UINavigationController) {
        let page = CausewayViewController(app: app, url: URL(string: url)!, nativePages: routes)
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(page, animated: false)
        return (page, navigation)
    }

    private func frame(_ url: String) -> WKFrameInfo {
        WKFrameInfo(isMainFrame: true, request: URLRequest(url: URL(string: url)!))
    }

    @Test func theViewLoadsThePageInTheWebView() {
        let (page, _) = pushedPage("https://app.example/start")
        #expect(page.engine.webView.modelLoadedRequests.map(\.url) == [URL(string: "https://app.example/start")!])
        #expect(page.engine.webView.superview === page.view)
        #expect(page.progressView.superview === page.view)
        #expect(page.container.host === page)
    }

    @Test func aDebugBuildLetsSafariInspectThePage() {
        let (page, _) = pushedPage()
        #if DEBUG
        #expect(page.engine.webView.isInspectable)
        #else
        #expect(!page.engine.webView.isInspectable, "a release build keeps WebKit's default")
        #endif
    }

    @Test func theHeaderIsTheNavigationItem() throws {
        let (page, navigation) = pushedPage()
        let events = Recorder<ContainerEvent>()
        page.container.observe { events.append($0) }
        try page.container.configureHeader(HeaderConfiguration(title: "Inbox", rightItems: [
            HeaderItem(id: "compose", icon: "square.and.pencil"), HeaderItem(id: "more", title: "More"),
        ]))
        let item = page.navigationItem
        #expect(item.title == "Inbox")
        #expect(item.hidesBackButton)
        #expect(item.leftBarButtonItems?.map(\.title) == ["Back", "Close"])
        let right = item.rightBarButtonItems ?? []
        #expect(right.map(\.title) == ["compose", "More"])
        #expect(right.first?.image?.modelSystemName == "square.and.pencil")
        #expect(right.last?.image == nil)

        right.first?.modelTap()
        #expect(events.items.contains(.headerItemTapped("compose")))

        try page.container.configureHeader(HeaderConfiguration(visible: false, backButton: false))
        #expect(navigation.isNavigationBarHidden)
        #expect(item.leftBarButtonItems?.map(\.title) == ["Close"])
        try page.container.configureHeader(HeaderConfiguration(visible: true))
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func theCloseItemPopsThePage() {
        let (page, navigation) = pushedPage()
        page.navigationItem.leftBarButtonItems?.last?.modelTap()
        #expect(navigation.viewControllers == [root])
        #expect(page.bridge.isClosed, "a popped page is torn down")
    }

    @Test func aPageStaysWhilePagesArePushedAboveIt() {
        let (page, navigation) = pushedPage()
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(!page.bridge.isClosed)
    }

    @Test func theBackItemGoesBackInThePageFirst() {
        let (page, navigation) = pushedPage("https://app.example/a")
        page.container.load(URL(string: "https://app.example/b")!)
        let back = page.navigationItem.leftBarButtonItems?.first
        back?.modelTap()
        #expect(page.engine.url == URL(string: "https://app.example/a")!)
        #expect(navigation.viewControllers.count == 2)
        back?.modelTap()
        #expect(navigation.viewControllers == [root], "no page to go back to: out of the container")
    }

    @Test func theFirstPageHasNoBackItemUntilItHasHistory() throws {
        let page = CausewayViewController(app: app, url: URL(string: "https://app.example/a")!, nativePages: routes)
        let navigation = UINavigationController(rootViewController: page)
        window.rootViewController = navigation
        let webView = page.engine.webView
        let delegate = try #require(webView.navigationDelegate)
        delegate.webView(webView, didCommit: WKNavigation())
        #expect(page.navigationItem.leftBarButtonItems?.map(\.title) == ["Close"], "back would leave the app")
        page.container.load(URL(string: "https://app.example/b")!)
        delegate.webView(webView, didCommit: WKNavigation())
        #expect(page.navigationItem.leftBarButtonItems?.map(\.title) == ["Back", "Close"])
        page.navigationItem.leftBarButtonItems?.first?.modelTap()
        delegate.webView(webView, didCommit: WKNavigation())
        #expect(page.engine.url == URL(string: "https://app.example/a")!)
        #expect(page.navigationItem.leftBarButtonItems?.map(\.title) == ["Close"])
        #expect(navigation.viewControllers == [page])
    }

    @Test func progressShowsWhileLoading() throws {
        let (page, _) = pushedPage()
        let webView = page.engine.webView
        let delegate = try #require(webView.navigationDelegate)
        #expect(page.progressView.isHidden)
        delegate.webView(webView, didStartProvisionalNavigation: WKNavigation())
        #expect(!page.progressView.isHidden)
        webView.modelEstimatedProgress = 0.5
        #expect(page.progressView.progress == 0.5)
        delegate.webView(webView, didFinish: WKNavigation())
        #expect(page.progressView.isHidden)
        #expect(page.progressView.progress == 1)
    }

    /// Page text reaches UIKit cut to the shape of where it goes: a title of a million characters, a header at its
    /// bounds, an alert of a million characters over many lines.
    @Test func pageTextReachesUIKitCutToItsShape() async throws {
        let (page, _) = pushedPage()
        let label = String(repeating: "M", count: HeaderConfiguration.maxLabelBytes)
        try page.container.configureHeader(HeaderConfiguration(
            title: String(repeating: "T", count: HeaderConfiguration.maxTitleBytes),
            titleView: .segments(HeaderSegments(Array(repeating: label, count: 16))),
            rightItems: (0..<16).map { HeaderItem(id: "i\($0)", title: label) }))
        #expect(page.navigationItem.title?.count == PageText.Shape.title.characters)
        let control = try #require(page.navigationItem.titleView as? UISegmentedControl)
        #expect(control.titleForSegment(at: 0)?.count == PageText.Shape.label.characters)
        #expect(page.navigationItem.rightBarButtonItems?.allSatisfy {
            ($0.primaryAction?.title.count ?? 0) <= PageText.Shape.label.characters
        } == true)

        let webView = page.engine.webView
        let delegate = try #require(webView.uiDelegate)
        delegate.webView(webView, runJavaScriptAlertPanelWithMessage: String(repeating: "A line\n", count: 140_000),
                         initiatedByFrame: frame("https://app.example/")) {}
        try await waitUntil("page.presentedViewController is UIAlertController") {
            page.presentedViewController is UIAlertController
        }
        let alert = try #require(page.presentedViewController as? UIAlertController)
        #expect((alert.message?.count ?? .max) <= PageText.Shape.message.characters)
        #expect(alert.message?.split(separator: "\n").count == PageText.Shape.message.lines)
        alert.modelTap(actionTitled: "OK")
    }

    @Test func anAlertIsAnsweredByTheTappedAction() async throws {
        let (page, _) = pushedPage()
        let webView = page.engine.webView
        let delegate = try #require(webView.uiDelegate)
        let closed = Recorder<Bool>()
        delegate.webView(webView, runJavaScriptAlertPanelWithMessage: "Saved", initiatedByFrame: frame("https://app.example/")) {
            closed.append(true)
        }
        try await waitUntil("page.presentedViewController is UIAlertController") {
            page.presentedViewController is UIAlertController
        }
        let alert = try #require(page.presentedViewController as? UIAlertController)
        #expect(alert.title == "app.example")
        #expect(alert.message == "Saved")
        #expect(alert.actions.map(\.title) == ["OK"])
        #expect(closed.items.isEmpty, "the page waits for the user")
        alert.modelTap(actionTitled: "OK")
        try await waitUntil("!closed.items.isEmpty") { !closed.items.isEmpty }
        #expect(page.presentedViewController == nil)
    }

    @Test func confirmAndPromptAnswerWhatTheUserChose() async throws {
        let (page, _) = pushedPage()
        let webView = page.engine.webView
        let delegate = try #require(webView.uiDelegate)
        let answers = Recorder<String>()

        delegate.webView(webView, runJavaScriptConfirmPanelWithMessage: "Delete?", initiatedByFrame: frame("https://app.example/")) {
            answers.append("confirm \($0)")
        }
        try await waitUntil("page.presentedViewController is UIAlertController") {
            page.presentedViewController is UIAlertController
        }
        var alert = try #require(page.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
        alert.modelTap(actionTitled: "Cancel")
        try await waitUntil("answers.items.count == 1") { answers.items.count == 1 }

        delegate.webView(webView, runJavaScriptTextInputPanelWithPrompt: "Name?", defaultText: "Ada",
                         initiatedByFrame: frame("https://app.example/")) { answers.append("prompt \($0 ?? "nil")") }
        try await waitUntil("page.presentedViewController is UIAlertController") {
            page.presentedViewController is UIAlertController
        }
        alert = try #require(page.presentedViewController as? UIAlertController)
        let field = try #require(alert.textFields?.first)
        #expect(field.text == "Ada")
        field.text = "Grace"
        alert.modelTap(actionTitled: "OK")
        try await waitUntil("answers.items.count == 2") { answers.items.count == 2 }
        #expect(answers.items == ["confirm false", "prompt Grace"])
    }

    @Test func aPageNotOnScreenGetsNoDialog() async {
        let page = CausewayViewController(app: app, url: URL(string: "https://app.example/")!)
        let answer = await page.container(page.container, present: ScriptDialog(kind: .confirm, message: "Sure?",
                                                                               origin: "https://app.example"))
        #expect(answer == .dismissed)
    }

    @Test func shareGoesThroughTheActivitySheet() async throws {
        let (page, _) = pushedPage()
        let outcome = Task { await page.container(page.container, share: ShareItem(title: "Doc", url: "https://app.example/d")) }
        try await waitUntil("page.presentedViewController is UIActivityViewController") {
            page.presentedViewController is UIActivityViewController
        }
        let sheet = try #require(page.presentedViewController as? UIActivityViewController)
        #expect(sheet.modelActivityItems.count == 2)
        #expect(sheet.modelActivityItems.first as? String == "Doc")
        #expect(sheet.modelActivityItems.last as? URL == URL(string: "https://app.example/d")!)
        sheet.modelFinish(activityType: UIActivity.ActivityType("com.apple.UIKit.activity.Mail"), completed: true)
        #expect(await outcome.value)
        #expect(page.presentedViewController == nil)
    }

    @Test func aNewWindowPushesAPageOfTheSameApp() async throws {
        let (page, navigation) = pushedPage()
        let webView = page.engine.webView
        let delegate = try #require(webView.uiDelegate)
        let popup = URL(string: "https://app.example/popup")!
        _ = delegate.webView(webView, createWebViewWith: WKWebViewConfiguration(),
                             for: WKNavigationAction(request: URLRequest(url: popup), sourceFrame: frame("https://app.example/")),
                             windowFeatures: WKWindowFeatures())
        try await waitUntil("navigation.viewControllers.count == 3") { navigation.viewControllers.count == 3 }
        let pushed = try #require(navigation.topViewController as? CausewayViewController)
        #expect(pushed.initialURL == popup)
        #expect(pushed.container.app === app)
        #expect(pushed.engine !== page.engine)
        #expect(pushed.engine.configuration.websiteDataStore === page.engine.configuration.websiteDataStore)
        #expect(pushed.nativePages === routes)
    }

    @Test func aPrerenderedPageWaitsAtThePagesSizeAndIsPushedLoaded() throws {
        let (page, navigation) = pushedPage()
        page.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        let next = URL(string: "https://app.example/next")!
        let accepted = page.container(page.container, prerender: [next, URL(string: "https://other.example/x")!])
        #expect(accepted == [next], "only the page's own origin")
        let waiting = try #require(page.prerendered.page(for: next))
        #expect(waiting.engine.webView.modelLoadedRequests.map(\.url) == [next])
        #expect(waiting.engine.webView.frame == page.view.bounds, "laid out at the size it will be shown at")
        #expect(waiting.engine.webView.superview == nil)
        #expect(!waiting.container.isVisible)

        page.container(page.container, openWeb: next)
        let pushed = try #require(navigation.topViewController as? CausewayViewController)
        #expect(pushed.engine === waiting.engine, "the prerendered page, not a new one")
        #expect(pushed.initialURL == nil)
        #expect(waiting.engine.webView.modelLoadedRequests.count == 1, "not loaded again")
        #expect(pushed.prerendered === page.prerendered, "the stack shares one store")
        #expect(page.prerendered.urls.isEmpty)
        pushed.viewDidAppear(false)
        #expect(pushed.container.isVisible)
    }

    @Test func aMemoryWarningTearsDownThePrerenderedPages() throws {
        let (page, _) = pushedPage()
        _ = page.container(page.container, prerender: [URL(string: "https://app.example/a")!])
        let waiting = try #require(page.prerendered.page(for: URL(string: "https://app.example/a")!))
        page.didReceiveMemoryWarning()
        #expect(page.prerendered.urls.isEmpty)
        #expect(waiting.container.bridge.isClosed)
    }

    @Test func nativePagesComeFromTheRoutes() throws {
        struct Profile: Decodable { var id: Int }
        routes.register("profile") { (profile: Profile) in
            let controller = UIViewController()
            controller.title = "Profile \(profile.id)"
            return controller
        }
        let (page, navigation) = pushedPage()
        try page.container(page.container, openNative: "profile", parameters: ["id": 7])
        #expect(navigation.topViewController?.title == "Profile 7")
        #expect(throws: BridgeError.self) {
            try page.container(page.container, openNative: "missing", parameters: nil)
        }
    }

    @Test func outsideLinksGoToTheSystem() async {
        app.decideNavigation = { $0.url.scheme == "mailto" ? .openOutside : .allow }
        let (page, _) = pushedPage()
        let mail = URL(string: "mailto:someone@app.example")!
        let main = frame("https://app.example/")
        let policy = await page.engine.webView.modelDecidePolicy(for: WKNavigationAction(
            request: URLRequest(url: mail), sourceFrame: main, targetFrame: main, navigationType: .linkActivated))
        #expect(policy == .cancel)
        #expect(UIApplication.shared.modelOpenedURLs.contains(mail))
    }

    @Test func aPageSizedToItsContentPrefersItsHeight() {
        app.pageOptions.sizesToContent = true
        let (page, _) = pushedPage()
        page.container(page.container, didChangeContentHeight: 640)
        #expect(page.preferredContentSize.height == 640)
    }

    @Test func theRootPageOfAPresentedStackIsDismissed() {
        let host = UIViewController()
        window.rootViewController = host
        let page = CausewayViewController(app: app, url: URL(string: "https://app.example/")!)
        host.present(UINavigationController(rootViewController: page), animated: false)
        #expect(host.presentedViewController != nil)
        page.containerDidRequestClose(page.container)
        #expect(host.presentedViewController == nil)
        #expect(page.bridge.isClosed, "a dismissed page is torn down")
    }
}
