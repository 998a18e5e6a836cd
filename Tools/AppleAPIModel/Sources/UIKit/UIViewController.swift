// A transcription of the part of UIKit's `UIViewController` that CausewayWebKit uses. Not shipped.
//
// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller
//   Apple: `@MainActor class UIViewController : UIResponder`. Model: derives from `NSObject` (no `UIResponder`).
// Members confirmed against Apple's pages:
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
//       `init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)` (the designated initializer)
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/view          `var view: UIView! { get set }`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()    `func loadView()`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() `func viewDidLoad()`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/title         `var title: String? { get set }`
// Not confirmed (page not found in the reference corpus): `init?(coder: NSCoder)`, `required` because it is
//   NSCoding's initializer. Spelling taken from Apple's pages for UIKit view-controller subclasses that declare it
//   (e.g. https://developer.apple.com/documentation/uikit/uisearchcontroller/init(coder:)).
// (`init()` is the initializer inherited from NSObject; on Apple it is `init(nibName: nil, bundle: nil)`.)
public import Foundation

@MainActor
open class UIViewController: NSObject {
    private var loadedView: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        // Model: there are no nibs; the names are accepted and ignored.
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// As on Apple: reading the view while it is `nil` calls `loadView()` and then `viewDidLoad()`.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil {
                    // Apple requires loadView() to assign a view; the model supplies an empty one rather than trap.
                    loadedView = UIView(frame: .zero)
                }
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
        }
    }

    /// The default creates a plain, empty view (Apple sizes it to the screen; the model has no screen).
    open func loadView() {
        view = UIView(frame: .zero)
    }

    open func viewDidLoad() {}

    open var title: String?
}
