// Model only: the private view classes WebKit builds a WKWebView from on iOS, named as WebKit names them, so that
// adapter code that recognizes them by class name (they are not API) finds them here too. Not Apple API, hence
// internal (but `NSClassFromString`, which is Foundation's on Apple); tests lay out a page's layers with the hooks in WKWebView+ModelLayerTree.swift.
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
//       (`UIView (WKHitTesting)`'s `_web_findDescendantViewAtPoint:withEvent:`, which replaced
//       `_web_recursiveFindDescendantInteractibleViewAtPoint:withEvent:`) returns a view's own `hitTest:withEvent:`
//       for views that conform to it, or child scroll views. The model does no hit testing; tests ask
//       `conforms(to:)`.
//   WKContentView's text interaction (`WKTextInteractionWrapper initWithView:`, made when a page field is focused)
//       attaches UIKit's text interaction to the content view, which brings gesture recognizers of its own.
//   WebKit's classes are Objective-C classes: `NSClassFromString(@"WKChildScrollView")` finds them, and apps and
//       WebKit's own code recognize them with `isKindOfClass:`. Foundation's key-value observing gives an observed
//       object a subclass of its class named `NSKVONotifying_` + the class's name (isa-swizzling).
//   When WebKit updates a layer view's children (`_web_setSubviews:`), it puts its own views first and removes only
//   extra views that are WebKit's (`WKContentControlled`); a view an app added stays, after WebKit's. The model never
//   reorders children, which keeps that outcome.
//
// Model: the content view starts with three gesture recognizers standing in for WebKit's many (touch events, taps,
// long presses), with UIKit's default settings, and with the document's root layer view, empty until a test
// composites an element. Focusing a field adds one more recognizer for text interaction's. `NSClassFromString`
// below finds the model's classes by WebKit's names, as the Objective-C runtime finds WebKit's, and any other name
// through Foundation's (swift-corelibs-foundation knows Swift classes by module-qualified name only). The model
// cannot change an object's class after it is made, so a key-value observed view is modelled as one made of the
// `NSKVONotifying_` subclass from the start.
import Foundation
import UIKit

/// Finds a class by its Objective-C name: WebKit's private view classes by the names WebKit gives them, any other
/// through Foundation.
public func NSClassFromString(_ aClassName: String) -> AnyClass? {
    let webKitClasses: [String: AnyClass] = [
        "WKScrollView": WKScrollView.self,
        "WKContentView": WKContentView.self,
        "WKCompositingView": WKCompositingView.self,
        "WKChildScrollView": WKChildScrollView.self,
    ]
    return webKitClasses[aClassName] ?? Foundation.NSClassFromString(aClassName)
}

class WKScrollView: UIScrollView {}

class WKContentView: UIView {
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

    // Model only: a page field is focused and WebKit attaches text interaction, with a recognizer of its own.
    func modelFocusField() {
        gestureRecognizers = (gestureRecognizers ?? []) + [UIGestureRecognizer()]
    }

    // Model only: WKContentView's `cleanupInteraction`: the recognizers are removed (an empty array, as UIKit
    // reports once recognizers were added and removed).
    func modelCleanUpInteraction() {
        gestureRecognizers = []
    }
}

class WKCompositingView: UIView {}

class WKChildScrollView: UIScrollView {}

// Model only: a child scroll view that something observes with key-value observing.
final class NSKVONotifying_WKChildScrollView: WKChildScrollView {}
