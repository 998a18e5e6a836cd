// Source: https://developer.apple.com/documentation/uikit/uiwindow
//   Apple: `@MainActor class UIWindow : UIView`. Members modelled:
//   https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
//       `var rootViewController: UIViewController? { get set }`
//   `init(frame: CGRect)` is inherited from UIView. Not modelled: scenes (`init(windowScene:)`), key windows, levels,
//   screens.
//
// Model: setting the root view controller puts its view in the window, sized to the window's bounds, as UIKit does;
// that is all a window does here. Tests use a window to give a view controller's view a `window`.
import Foundation

@MainActor
open class UIWindow: UIView {
    private var storedRootViewController: UIViewController?

    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            storedRootViewController?.viewIfLoaded?.removeFromSuperview()
            storedRootViewController = newValue
            if let root = newValue {
                root.view.frame = bounds
                addSubview(root.view)
            }
        }
    }
}
