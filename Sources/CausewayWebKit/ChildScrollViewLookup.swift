#if canImport(WebKit) && canImport(UIKit)
import QuartzCore
import UIKit
import WebKit

/// Where WebKit keeps a placeholder's child scroll view: somewhere under the `WKCompositingView` whose layer WebKit
/// names after the element.
///
/// WebKit names an element's layer with the renderer's and the element's descriptions, for example
/// `RenderBlock 0x10c2f4e20 DIV 0x10b8b1a40 id='cw1' class='…'`; only the `id='cw1'` part is relied on. The child
/// scroll view is usually a direct subview of the named view, but WebKit can put its own child-containment or
/// clipping layers between the two when it updates the layer's hierarchy, so the lookup searches every descendant.
@MainActor
enum ChildScrollViewLookup {
    /// Element `id`'s child scroll view: under the first view depth first in `webView` whose layer is named after
    /// the element, the nearest one (breadth first); `nil` until WebKit has composited the element, which it does
    /// in a layer-tree commit some time after layout.
    static func scrollView(ofElement id: String, in webView: WKWebView) -> UIView? {
        guard let elementView = firstView(named: marker(id), under: webView) else { return nil }
        return nearestChildScrollView(under: elementView)
    }

    /// Whether `scrollView` is still element `id`'s child scroll view in `webView`. When WebKit rebuilds the
    /// element's layers, the old scroll view leaves the tree, taking whatever was added to it along.
    static func isCurrent(_ scrollView: UIView, ofElement id: String, in webView: WKWebView) -> Bool {
        guard WebKitPrivateView.childScrollView.matches(scrollView) else { return false }
        let marker = marker(id)
        var ancestor = scrollView.superview
        while let view = ancestor, view !== webView {
            if view.layer.name?.contains(marker) == true {
                return scrollView.isDescendant(of: webView)
            }
            ancestor = view.superview
        }
        return false
    }

    /// What WebKit's layer name for element `id` contains. The quotes make it exact: `id='cw1'` is not part of
    /// `id='cw10'`.
    private static func marker(_ id: String) -> String {
        "id='\(id)'"
    }

    private static func firstView(named marker: String, under view: UIView) -> UIView? {
        if view.layer.name?.contains(marker) == true {
            return view
        }
        for subview in view.subviews {
            if let found = firstView(named: marker, under: subview) { return found }
        }
        return nil
    }

    /// The child scroll view closest to `elementView` among its descendants. The search does not go into a child
    /// scroll view: what is under one is the element's scrolled content.
    private static func nearestChildScrollView(under elementView: UIView) -> UIView? {
        var level = elementView.subviews
        while !level.isEmpty {
            if let scrollView = level.first(where: WebKitPrivateView.childScrollView.matches) {
                return scrollView
            }
            level = level.flatMap(\.subviews)
        }
        return nil
    }
}
#endif
