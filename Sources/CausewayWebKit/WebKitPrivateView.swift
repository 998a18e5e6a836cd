#if canImport(WebKit) && canImport(UIKit)
import UIKit
import WebKit  // and with it Foundation's `NSClassFromString`

/// The private view classes of WebKit on iOS that the component host looks for.
///
/// They are not API, so the host finds them by name with `NSClassFromString`, as the same-layer technique does, and
/// asks `isKind(of:)`: a subclass counts too. That matters because Foundation's key-value observing gives an observed
/// object a subclass of its class named `NSKVONotifying_…`; a comparison of type names would miss every view that an
/// app, a debugging tool or the system observes.
enum WebKitPrivateView: String {
    /// The web view's content view, a subview of its scroll view, which carries WebKit's gesture recognizers.
    case contentView = "WKContentView"
    /// The native scroll view of an element with `overflow: scroll` whose content overflows.
    case childScrollView = "WKChildScrollView"

    /// Whether `view` is an instance of this class or of a subclass; `false` when WebKit has no such class.
    func matches(_ view: UIView) -> Bool {
        guard let viewClass = NSClassFromString(rawValue) else { return false }
        return view.isKind(of: viewClass)
    }
}
#endif
