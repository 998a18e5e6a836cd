// Source: https://developer.apple.com/documentation/uikit/uiscrollview
//   Apple: `@MainActor class UIScrollView : UIView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uiscrollview/):
//   .../isscrollenabled  `var isScrollEnabled: Bool { get set }` ("The default value is `true`"; "When scrolling is
//                        disabled, the scroll view doesn't accept touch events; it forwards them up the responder
//                        chain.")
//   .../bounces          `var bounces: Bool { get set }` ("The default value is `true`.")
//   The adapter also needs the type itself, as the type of `WKWebView.scrollView` and of WebKit's child scroll views,
//   and as the superclass of `UITableView`.
//   Not modelled: content size and offset, scrolling, zooming, the delegate, clipping to bounds (on by default on
//   Apple).
import Foundation

@MainActor
open class UIScrollView: UIView {
    open var isScrollEnabled = true

    open var bounces = true
}
