// Source: https://developer.apple.com/documentation/uikit/uiwindow
//   Apple: `@MainActor class UIWindow : UIView`. Members modelled:
//   https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
//       `var rootViewController: UIViewController? { get set }`
//   https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
//       `init(windowScene: UIWindowScene)` ("This method creates the new window and automatically associates it with
//       the specified scene.")
//   https://developer.apple.com/documentation/uikit/uiwindow/windowscene
//       `weak var windowScene: UIWindowScene? { get set }` (modelled read-only: the app only reads it)
//   https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()  `func makeKeyAndVisible()`
//   https://developer.apple.com/documentation/uikit/uiwindow/iskeywindow          `var isKeyWindow: Bool { get }`
//   Not confirmed (pages not found in the reference corpus): `makeKeyAndVisible()` and `isKeyWindow`; their spelling
//   is the one in every UIKit app template and in UIKit's headers as quoted by public code.
//   `init(frame: CGRect)` is inherited from UIView (declared again here because the window adds an initializer).
//   Not modelled: levels, screens, `resignKey`, key-window notifications.
//
// Model: setting the root view controller puts its view in the window, sized to the window's bounds, as UIKit does.
// A window made for a scene starts with a zero frame (the model has no screens to size it from). Making a window key
// and visible shows it and makes it key; the model keeps no other key window to resign. Tests use a window to give a
// view controller's view a `window`.
public import Foundation

@MainActor
open class UIWindow: UIView {
    private var storedRootViewController: UIViewController?
    private weak var storedWindowScene: UIWindowScene?
    private var storedIsKeyWindow = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public init(windowScene: UIWindowScene) {
        storedWindowScene = windowScene
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

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

    open var windowScene: UIWindowScene? { storedWindowScene }

    open var isKeyWindow: Bool { storedIsKeyWindow }

    open func makeKeyAndVisible() {
        isHidden = false
        storedIsKeyWindow = true
    }
}
