#if canImport(WebKit) && canImport(UIKit)
import QuartzCore
import UIKit
import WebKit

/// Where WebKit keeps a placeholder's child scroll view: among the subviews of the `WKCompositingView` whose layer
/// WebKit names after the element, a name that contains `id='cw1'` for the placeholder of component `cw1`.
@MainActor
enum ChildScrollViewLookup {
    /// Element `id`'s child scroll view, the first one depth first under `webView`; `nil` until WebKit has
    /// composited the element, which it does in a layer-tree commit some time after layout.
    static func scrollView(ofElement id: String, in webView: WKWebView) -> UIView? {
        find(marker(id), under: webView)
    }

    /// Whether `scrollView` is still element `id`'s child scroll view in `webView`. When WebKit rebuilds the
    /// element's layers, the old scroll view leaves the tree, taking whatever was added to it along.
    static func isCurrent(_ scrollView: UIView, ofElement id: String, in webView: WKWebView) -> Bool {
        WebKitPrivateView.childScrollView.matches(scrollView)
            && scrollView.superview?.layer.name?.contains(marker(id)) == true
            && scrollView.isDescendant(of: webView)
    }

    /// What WebKit's layer name for element `id` contains. The quotes make it exact: `id='cw1'` is not part of
    /// `id='cw10'`.
    private static func marker(_ id: String) -> String {
        "id='\(id)'"
    }

    private static func find(_ marker: String, under view: UIView) -> UIView? {
        if view.layer.name?.contains(marker) == true,
           let scrollView = view.subviews.first(where: WebKitPrivateView.childScrollView.matches)
        {
            return scrollView
        }
        for subview in view.subviews {
            if let found = find(marker, under: subview) { return found }
        }
        return nil
    }
}
#endif
