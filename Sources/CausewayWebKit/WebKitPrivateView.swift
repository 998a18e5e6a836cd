#if canImport(WebKit) && canImport(UIKit)
import UIKit

/// The private view classes of WebKit on iOS that the component host looks for.
///
/// They are not API, so the host knows them by class name, as the same-layer technique does with `NSClassFromString`. The name must
/// match exactly: a subclass of one of them would not count.
enum WebKitPrivateView: String {
    /// The web view's content view, a subview of its scroll view, which carries WebKit's gesture recognizers.
    case contentView = "WKContentView"
    /// The native scroll view of an element with `overflow: scroll` whose content overflows.
    case childScrollView = "WKChildScrollView"

    /// Whether `view` is an instance of this class.
    func matches(_ view: UIView) -> Bool {
        String(describing: type(of: view)) == rawValue
    }
}
#endif
