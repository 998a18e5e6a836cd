#if canImport(WebKit) && canImport(UIKit)
public import Causeway
import Foundation
public import Logging
public import UIKit
public import WebKit

/// The iOS `ComponentSurface`: each component's view lives in the page's own layer tree, inside the native scroll
/// view WebKit makes for its placeholder (same-layer rendering).
///
/// The page runtime gives every placeholder a child with `overflow: scroll` whose content overflows
/// (``needsChildScrollViews``), so WebKit composites it with a `WKChildScrollView` of its own, somewhere under the
/// `WKCompositingView` whose layer it names after the element (see `ChildScrollViewLookup`). The surface puts a
/// container holding the component's view in that scroll view, covering its bounds, and lets touches through
/// WebKit's gesture recognizers (see `ContentViewGestures`) each time it places a component, since WebKit adds
/// recognizers later: when a page field is focused, and when its web content process relaunches.
///
/// Being part of WebKit's layer tree does most of the work, in WebKit's own frame and with no lag: the view moves and
/// scrolls with the element, is clipped by the element's ancestors, hidden with it, faded with it, transformed with
/// it, and web content painted above the element covers it. So of a `ComponentGeometry` the surface uses only
/// `ComponentGeometry.cornerRadius`, since the placeholder's border radius does not clip the scroll view's
/// contents; its own size comes from the scroll view's bounds.
///
/// WebKit composites an element some time after layout, so a component may come before its scroll view exists: the
/// surface then looks again every few milliseconds, for up to ``attachTimeout``, and logs a warning if none appears.
/// WebKit also makes a new scroll view when it rebuilds the element's layers; every ``place(_:geometry:)`` checks
/// that the container is still in the current one and moves it if not.
@MainActor
public final class ChildScrollViewSurface: ComponentSurface {
    public typealias View = UIView

    /// How long the surface keeps looking for a placeholder's child scroll view; after that it logs a warning and
    /// looks again at the placeholder's next geometry update.
    public var attachTimeout: Duration = .seconds(1)

    private let webView: @MainActor () -> WKWebView?
    private let logger: Logger
    private let gestures = ContentViewGestures()
    private var containers: [String: ComponentContainerView] = [:]
    /// The components still without a scroll view, with when to give up looking.
    private var searchDeadlines: [String: ContinuousClock.Instant] = [:]
    private var search: Task<Void, Never>?

    /// How often the surface looks again: about twice per frame at 60 Hz.
    private static let searchInterval = Duration.milliseconds(8)

    /// A surface in the web view that `webView` returns, `nil` while there is none. It is asked each time the
    /// surface needs the web view, so that making the surface does not make the web view: WebKit copies the
    /// configuration then, and an engine's schemes must be registered before.
    public init(webView: @escaping @MainActor () -> WKWebView?, logger: Logger = Logger(label: "causeway.components")) {
        self.webView = webView
        self.logger = logger
    }

    public var needsChildScrollViews: Bool { true }

    /// The components whose placeholder has no child scroll view yet and that the surface is still looking for.
    public var awaitingScrollView: Set<String> { Set(searchDeadlines.keys) }

    public func add(_ view: UIView, id: String, geometry: ComponentGeometry) {
        let container = ComponentContainerView(holding: view)
        container.round(by: geometry.cornerRadius)
        containers[id] = container
        attach(id)
    }

    public func place(_ id: String, geometry: ComponentGeometry) {
        guard let container = containers[id] else { return }
        container.round(by: geometry.cornerRadius)
        attach(id)
    }

    public func remove(_ id: String) {
        containers.removeValue(forKey: id)?.removeFromSuperview()
        searchDeadlines[id] = nil
    }

    /// Puts component `id`'s container in its placeholder's current child scroll view, covering it, and lets
    /// touches through the recognizers WebKit has added since; while WebKit has no scroll view for it, keeps looking
    /// on later turns.
    private func attach(_ id: String) {
        guard let container = containers[id] else { return }
        guard let webView = webView() else {
            keepLooking(for: id)
            return
        }
        gestures.letTouchesThrough(in: webView)
        guard let scrollView = scrollView(for: container, id: id, in: webView) else {
            keepLooking(for: id)
            return
        }
        if container.superview !== scrollView {
            scrollView.addSubview(container)
        }
        container.fit(into: scrollView)
        searchDeadlines[id] = nil
    }

    /// The scroll view `container` belongs in: the one it is in while that is current, otherwise the one WebKit has
    /// now, if any.
    private func scrollView(for container: ComponentContainerView, id: String, in webView: WKWebView) -> UIView? {
        if let current = container.superview, ChildScrollViewLookup.isCurrent(current, ofElement: id, in: webView) {
            return current
        }
        return ChildScrollViewLookup.scrollView(ofElement: id, in: webView)
    }

    private func keepLooking(for id: String) {
        guard searchDeadlines[id] == nil else { return }
        searchDeadlines[id] = ContinuousClock.now.advanced(by: attachTimeout)
        guard search == nil else { return }
        search = Task { [weak self] in
            while true {
                try? await Task.sleep(for: Self.searchInterval)
                guard let self, self.lookAgain() else { return }
            }
        }
    }

    /// Looks once more for every component still without a scroll view, and stops looking for those past their
    /// deadline; returns whether any are left to look for.
    private func lookAgain() -> Bool {
        let now = ContinuousClock.now
        for (id, deadline) in searchDeadlines {
            attach(id)
            if searchDeadlines[id] != nil, now >= deadline {
                searchDeadlines[id] = nil
                logger.warning("""
                    No child scroll view for component \(id) after \(attachTimeout): WebKit has not composited its \
                    placeholder; looking again at its next geometry update
                    """, metadata: ["id": "\(id)"])
            }
        }
        if searchDeadlines.isEmpty {
            search = nil
        }
        return search != nil
    }
}
#endif
