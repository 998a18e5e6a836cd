// Source: https://developer.apple.com/documentation/uikit/uiscrollview
//   Apple: `@MainActor class UIScrollView : UIView`. Nothing of its own is modelled: the adapter only needs the type,
//   as the type of `WKWebView.scrollView` and of WebKit's child scroll views.
//   Not modelled: content size and offset, scrolling, zooming, the delegate, clipping to bounds (on by default on
//   Apple).
import Foundation

@MainActor
open class UIScrollView: UIView {}
