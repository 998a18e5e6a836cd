// Model only: the private view classes WebKit builds a WKWebView from on iOS, named as WebKit names them, so that
// adapter code that recognizes them by class name (they are not API) finds them here too. Not Apple API, hence
// internal; tests lay out a page's layers with the hooks in WKWebView+ModelLayerTree.swift.
//
// From WebKit's sources (Source/WebKit/UIProcess/RemoteLayerTree/ios/RemoteLayerTreeViews.h and .mm,
// UIProcess/API/ios/WKWebViewIOS.mm, UIProcess/ios/WKContentView.mm):
//   `@interface WKScrollView : UIScrollView`      the web view's scroll view (`WKWebView.scrollView`)
//   `@interface WKContentView : WKApplicationStateTrackingView`, ultimately a UIView: the scroll view's content; its
//       `setupInteraction` adds WebKit's gesture recognizers to it, `cleanupInteraction` removes them;
//       `_processDidExit` cleans up and `_didRelaunchProcess` sets up again, so a relaunched web content process
//       brings new recognizers.
//   `@interface WKCompositingView : UIView`       the view of one composited layer of the page; WebKit sets its
//       layer's `name` from the GraphicsLayer's name (RemoteLayerTreePropertyApplier: `layer.name = properties.name`)
//   `@interface WKChildScrollView : UIScrollView` the view of an element's scroll container layer (an element with
//       `overflow: scroll` whose content overflows), a subview of the element's compositing view
//   `@protocol WKNativelyInteractible <NSObject>` WebKit's hit testing inside the layer tree
//       (`_web_recursiveFindDescendantInteractibleViewAtPoint:withEvent:`) returns only views that conform to it,
//       hit-testing their subviews, or child scroll views. The model does no hit testing; tests ask `conforms(to:)`.
//   When WebKit updates a layer view's children (`_web_setSubviews:`), it puts its own views first and removes only
//   extra views that are WebKit's (`WKContentControlled`); a view an app added stays, after WebKit's. The model never
//   reorders children, which keeps that outcome.
//
// Model: the content view starts with three gesture recognizers standing in for WebKit's many (touch events, taps,
// long presses), with UIKit's default settings, and with the document's root layer view, empty until a test
// composites an element.
import Foundation
import UIKit

final class WKScrollView: UIScrollView {}

final class WKContentView: UIView {
    // Model only: the document's root layer; elements' compositing views go under it.
    let modelRootLayerView = WKCompositingView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(modelRootLayerView)
        modelSetUpInteraction()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    // Model only: WKContentView's `setupInteraction`: new gesture recognizers.
    func modelSetUpInteraction() {
        gestureRecognizers = (0..<3).map { _ in UIGestureRecognizer() }
    }

    // Model only: WKContentView's `cleanupInteraction`: the recognizers are removed (an empty array, as UIKit
    // reports once recognizers were added and removed).
    func modelCleanUpInteraction() {
        gestureRecognizers = []
    }
}

final class WKCompositingView: UIView {}

final class WKChildScrollView: UIScrollView {}
