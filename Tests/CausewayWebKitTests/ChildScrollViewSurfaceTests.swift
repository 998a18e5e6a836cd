import Causeway
import CausewayTesting
import CausewayWebKit
import Foundation
import Logging
import QuartzCore
import Testing
@testable import UIKit
@testable import WebKit

/// Same-layer components on iOS, on the model of WebKit's layer tree: each component's view goes into the child
/// scroll view WebKit makes for its placeholder, follows it when WebKit rebuilds it, and gets the page's touches.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ChildScrollViewSurfaceTests {
    let engine = WKWebViewEngine()
    let webView: WKWebView
    let geometry = ComponentGeometry(frame: ComponentRect(x: 0, y: 300, width: 320, height: 180))
    let nativelyInteractible = Protocol(modelName: "WKNativelyInteractible")

    init() {
        webView = engine.webView
    }

    private var surface: ChildScrollViewSurface { engine.components.surface }

    /// Whether `recognizer` lets touches through at once: it neither cancels nor delays them.
    private func letsTouchesThrough(_ recognizer: UIGestureRecognizer) -> Bool {
        !recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan && !recognizer.delaysTouchesEnded
    }

    /// Whether `view` is shown, in its container, in `scrollView`.
    private func isShown(_ view: UIView, in scrollView: UIView) -> Bool {
        view.superview?.superview === scrollView
    }

    @Test func theViewGoesIntoTheChildScrollViewOfTheCompositingViewNamedAfterItsPlaceholder() throws {
        let other = webView.modelCompositeScrollingElement(id: "cw10", size: CGSize(width: 100, height: 100))
        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)

        let container = try #require(view.superview)
        #expect(container.superview === scrollView)
        #expect(scrollView.subviews.last === container, "above WebKit's own scrolled contents")
        #expect(other.subviews.allSatisfy { $0 !== container }, "id='cw1' is not id='cw10'")
        #expect(container.frame == CGRect(x: 0, y: 0, width: 320, height: 180))
        #expect(view.frame == container.bounds)
    }

    @Test func thePlaceholderIsFoundByTheIDInWebKitsRealLayerName() throws {
        webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let name = try #require(webView.modelCompositingView(ofElement: "cw1")?.layer.name)
        #expect(name.hasPrefix("RenderBlock 0x"), "the renderer's description comes first")
        #expect(name.contains(" DIV 0x") && name.hasSuffix(" id='cw1'"))
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        #expect(view.superview?.superview is WKChildScrollView)
    }

    @Test func aScrollViewUnderWebKitsOwnClippingLayersIsFoundAndStaysCurrent() throws {
        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let innermost = try #require(webView.modelWrapChildScrollView(ofElement: "cw1", depth: 2))
        #expect(scrollView.superview === innermost)
        #expect(innermost.superview?.superview === webView.modelCompositingView(ofElement: "cw1"),
                "two levels down")
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        #expect(isShown(view, in: scrollView))

        let container = try #require(view.superview)
        surface.place("cw1", geometry: geometry)
        #expect(view.superview === container && isShown(view, in: scrollView), "still current, not moved")
    }

    @Test func aScrollViewWrappedAfterInsertKeepsItsComponent() throws {
        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        webView.modelWrapChildScrollView(ofElement: "cw1")
        surface.place("cw1", geometry: geometry)
        #expect(isShown(view, in: scrollView))
        #expect(surface.awaitingScrollView.isEmpty)
    }

    @Test func aScrollViewThatSomethingObservesIsStillAChildScrollView() throws {
        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180),
                                                                observed: true)
        #expect(String(describing: type(of: scrollView)) == "NSKVONotifying_WKChildScrollView")
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        #expect(isShown(view, in: scrollView))
        surface.place("cw1", geometry: geometry)
        #expect(isShown(view, in: scrollView), "and it stays current")
    }

    @Test func recognizersWebKitAddsLaterAreSetAtTheNextPlacement() throws {
        webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        surface.add(UIView(), id: "cw1", geometry: geometry)
        let before = try #require(webView.modelContentView.gestureRecognizers)

        webView.modelContentView.modelFocusField()
        let textInteraction = try #require(webView.modelContentView.gestureRecognizers?.last)
        #expect(!before.contains { $0 === textInteraction })
        #expect(!letsTouchesThrough(textInteraction), "UIKit's default")
        surface.place("cw1", geometry: geometry)
        #expect(letsTouchesThrough(textInteraction))

        webView.modelRelaunchWebContentProcess()
        surface.place("cw1", geometry: geometry)
        #expect(try #require(webView.modelContentView.gestureRecognizers).allSatisfy(letsTouchesThrough),
                "a relaunch's new recognizers too, without a new component")
    }

    @Test func theContainerClaimsWebKitsNativelyInteractibleProtocol() throws {
        webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)

        let container = try #require(view.superview)
        #expect(container.conforms(to: nativelyInteractible))
        #expect(!container.conforms(to: Protocol(modelName: "UIScrollViewDelegate")))
        #expect(!view.conforms(to: nativelyInteractible), "the claim is the container's own")
    }

    @Test func theContentViewsRecognizersAreSetOnceEach() throws {
        let recognizers = try #require(webView.modelContentView.gestureRecognizers)
        #expect(!recognizers.isEmpty)
        for recognizer in recognizers {
            recognizer.delaysTouchesBegan = true
        }
        surface.add(UIView(), id: "cw1", geometry: geometry)
        for recognizer in recognizers {
            #expect(letsTouchesThrough(recognizer))
        }

        recognizers[0].cancelsTouchesInView = true
        surface.add(UIView(), id: "cw2", geometry: geometry)
        #expect(recognizers[0].cancelsTouchesInView, "a recognizer already set is left as the app changed it")

        webView.modelRelaunchWebContentProcess()
        let relaunched = try #require(webView.modelContentView.gestureRecognizers)
        #expect(relaunched.allSatisfy { new in !recognizers.contains { $0 === new } })
        #expect(relaunched.allSatisfy { $0.cancelsTouchesInView }, "UIKit's default")
        surface.add(UIView(), id: "cw3", geometry: geometry)
        for recognizer in relaunched {
            #expect(letsTouchesThrough(recognizer))
        }
    }

    @Test func aPlaceholderWebKitHasNotCompositedYetIsFoundWhenItIs() async throws {
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        let container = try #require(view.superview)
        #expect(container.superview == nil, "nothing to find yet")
        #expect(surface.awaitingScrollView == ["cw1"], "and the surface keeps looking")

        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        try await waitUntil("isShown(view, in: scrollView)") { isShown(view, in: scrollView) }
        #expect(container.frame == scrollView.bounds)
    }

    @Test func lookingStopsAfterTheTimeoutWithAWarningAndTheNextPlaceLooksAgain() async throws {
        let log = RecordingLogHandler.Log()
        let logger = Logger(label: "test.components") { _ in RecordingLogHandler(log: log) }
        let surface = ChildScrollViewSurface(webView: { [webView] in webView }, logger: logger)
        surface.attachTimeout = .milliseconds(40)
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        try await waitUntil("!log.records.isEmpty") { !log.records.isEmpty }
        let warning = try #require(log.records.first)
        #expect(warning.level == .warning)
        #expect(warning.message.contains("cw1"))
        #expect(warning.metadata["id"] == "cw1")

        #expect(surface.awaitingScrollView.isEmpty, "the surface stopped looking")
        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        #expect(!isShown(view, in: scrollView))
        surface.place("cw1", geometry: geometry)
        #expect(isShown(view, in: scrollView))
        #expect(log.records.count == 1)
    }

    @Test func aRebuiltScrollViewGetsTheContainerAtTheNextPlace() throws {
        let old = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        let rebuilt = try #require(webView.modelRebuildChildScrollView(ofElement: "cw1"))
        #expect(isShown(view, in: old), "WebKit took the container out of the tree with the old scroll view")
        #expect(!old.isDescendant(of: webView))

        surface.place("cw1", geometry: geometry)
        #expect(isShown(view, in: rebuilt))
        #expect(rebuilt.subviews.last === view.superview)
    }

    @Test func theContainerFollowsItsScrollViewsSize() {
        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let view = UIView()
        surface.add(view, id: "cw1", geometry: geometry)
        scrollView.frame.size = CGSize(width: 200, height: 90)
        surface.place("cw1", geometry: geometry)
        #expect(view.superview?.frame == CGRect(x: 0, y: 0, width: 200, height: 90))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 90))
        #expect(isShown(view, in: scrollView), "still in the same scroll view")
    }

    @Test func theBorderRadiusRoundsTheContainer() throws {
        webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let view = UIView()
        var rounded = geometry
        rounded.cornerRadius = 12
        surface.add(view, id: "cw1", geometry: rounded)
        let layer = try #require(view.superview?.layer)
        #expect(layer.cornerRadius == 12)
        #expect(layer.masksToBounds)

        surface.place("cw1", geometry: geometry)
        #expect(layer.cornerRadius == 0)
        #expect(!layer.masksToBounds)
    }

    @Test func removeTakesTheContainerOutAndStopsLooking() async throws {
        let scrollView = webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let shown = UIView()
        surface.add(shown, id: "cw1", geometry: geometry)
        surface.remove("cw1")
        #expect(shown.superview?.superview == nil)
        #expect(scrollView.subviews.count == 1, "only WebKit's scrolled contents")

        let pending = UIView()
        surface.add(pending, id: "cw2", geometry: geometry)
        #expect(surface.awaitingScrollView == ["cw2"])
        surface.remove("cw2")
        #expect(surface.awaitingScrollView.isEmpty, "the surface stopped looking for it")
        let later = webView.modelCompositeScrollingElement(id: "cw2", size: CGSize(width: 320, height: 180))
        #expect(!isShown(pending, in: later))
    }
}

/// The engine's side: its components live in WebKit's child scroll views, a container installs the plugin over
/// them, and components load what the page could.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WKWebViewEngineComponentsTests {
    final class Box: NativeComponent {
        struct Props: Decodable, Sendable {}

        let view = UIView()

        func update(_ props: Props) {}
    }

    let engine = WKWebViewEngine()

    @Test func aContainerInstallsTheComponentsPluginOverTheEnginesStage() throws {
        let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                            policy: CapabilityPolicy(rules: []))
        let container = Container(app: app, engine: engine)
        #expect(engine.componentHost === engine.components)
        #expect(engine.components.needsChildScrollViews)
        #expect(engine.components.registry.types == ["input", "label", "video"], "the built-in types")
        let plugin = try #require(container.bridge.plugins["components"] as? ComponentsPlugin)
        #expect(plugin.host === engine.components)
        // Registering a scheme traps once the web view exists: the stage must not have made it.
        engine.registerScheme("late") { _ in .text(200, "") }
    }

    @Test func insertedComponentsGoIntoTheirScrollViewsAndCloseTakesThemAway() throws {
        engine.components.registry.register("box") { (_: Box.Props, _) in Box() }
        let scrollView = engine.webView.modelCompositeScrollingElement(id: "cw1", size: CGSize(width: 320, height: 180))
        let context = ComponentContext(id: "cw1", pageURL: nil, deliver: { _, _ in }, load: { _ in Data() })
        try engine.components.apply(.insert(id: "cw1", type: "box", props: ComponentProps(),
                                            geometry: ComponentGeometry(frame: .zero)), context: context)
        #expect(engine.components.componentIDs == ["cw1"])
        #expect(scrollView.subviews.count == 2, "WebKit's scrolled contents and the component's container")

        engine.close()
        #expect(engine.components.componentIDs.isEmpty)
        #expect(scrollView.subviews.count == 1)
    }

    @Test func componentsLoadFilesAndTheEnginesOwnSchemes() async throws {
        engine.registerScheme("pkg") { request in
            request.url.path == "/intro.webm" ? .text(200, "frames") : .text(404, "no")
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-\(UUID().uuidString).txt")
        try Data("on disk".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        #expect(try await engine.components.load(file, limit: 1_024) == Data("on disk".utf8))
        let intro = URL(string: "pkg://app/intro.webm")!
        #expect(try await engine.components.load(intro, limit: 1_024) == Data("frames".utf8))
        await #expect(throws: PageResource.Failure.status(URL(string: "pkg://app/missing.webm")!, 404)) {
            try await engine.components.load(URL(string: "pkg://app/missing.webm")!, limit: 1_024)
        }
        await #expect(throws: PageResource.Failure.tooLarge(file, 3)) { try await engine.components.load(file, limit: 3) }
        await #expect(throws: PageResource.Failure.tooLarge(intro, 5)) { try await engine.components.load(intro, limit: 5) }
    }
}
