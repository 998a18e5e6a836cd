#if canImport(WebKit) && canImport(UIKit)
import UIKit
import WebKit

/// WebKit's gesture recognizers on its content view, set so that touches reach native views in the page (same-layer rendering).
///
/// The recognizers sit on `WKContentView`, an ancestor of every view in the page's layers. By UIKit's defaults a
/// recognizer that recognizes its gesture cancels the touches it took from the views under it, and one that is
/// still deciding holds back their end; a native component would lose taps and drags to WebKit. With
/// `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded` off, the component's view gets every touch
/// as it happens, and WebKit's recognizers still see it.
///
/// Each recognizer is set once, so an app that changes one afterwards keeps its change. WebKit adds recognizers
/// after the first component is placed (text interaction when a page field is focused) and replaces them all when
/// the web content process relaunches; the new ones are set on the next call, which the surface makes at every
/// placement.
@MainActor
final class ContentViewGestures {
    /// The recognizers already set, held weakly.
    private var adjusted: [AdjustedRecognizer] = []

    /// Sets the recognizers of `webView`'s content view that were not set before.
    func letTouchesThrough(in webView: WKWebView) {
        guard let contentView = webView.scrollView.subviews.first(where: WebKitPrivateView.contentView.matches) else {
            return
        }
        adjusted.removeAll { $0.recognizer == nil }
        for recognizer in contentView.gestureRecognizers ?? []
        where !adjusted.contains(where: { $0.recognizer === recognizer }) {
            recognizer.cancelsTouchesInView = false
            recognizer.delaysTouchesBegan = false
            recognizer.delaysTouchesEnded = false
            adjusted.append(AdjustedRecognizer(recognizer: recognizer))
        }
    }

    private struct AdjustedRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }
}
#endif
