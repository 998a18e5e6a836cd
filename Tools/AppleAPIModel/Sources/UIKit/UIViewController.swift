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
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded  `var viewIfLoaded: UIView? { get }`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
//                                                                                  `func viewWillAppear(_ animated: Bool)`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
//                                                                                  `func viewDidAppear(_ animated: Bool)`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()
//                                                                                  `func didReceiveMemoryWarning()`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
//                                                                                  `func viewDidLayoutSubviews()`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
//                                                                                  `var navigationItem: UINavigationItem { get }`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
//                                                                                  `var navigationController: UINavigationController? { get }`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
//       `func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
//       `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
//                                                                                  `var presentedViewController: UIViewController? { get }`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
//                                                                                  `var presentingViewController: UIViewController? { get }`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize
//                                                                                  `var preferredContentSize: CGSize { get set }`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
//       `func didMove(toParent parent: UIViewController?)`
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
//                                                                                  `var popoverPresentationController: UIPopoverPresentationController? { get }`
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

    open var viewIfLoaded: UIView? { loadedView }

    /// Model: UIKit calls this before the view appears; the model never does (it shows nothing), tests may.
    open func viewWillAppear(_ animated: Bool) {}

    /// Model: UIKit calls this once the view is in a view hierarchy on screen; the model never does, tests may.
    open func viewDidAppear(_ animated: Bool) {}

    /// Model: UIKit calls this when the system is short of memory; the model never does, tests may.
    open func didReceiveMemoryWarning() {}

    /// Model: UIKit calls this after laying out the view; the model never does, tests may.
    open func viewDidLayoutSubviews() {}

    // MARK: Navigation

    private var storedNavigationItem: UINavigationItem?

    /// As on Apple: made on first use, titled after the controller.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(modelTitle: title)
        storedNavigationItem = item
        return item
    }

    // Model only: the navigation controller whose stack holds this controller (set by UINavigationController).
    weak var modelNavigationController: UINavigationController?

    /// The navigation controller whose stack holds this controller (UIKit: the nearest such ancestor; the model has
    /// no other containers).
    open var navigationController: UINavigationController? { modelNavigationController }

    /// As UIKit: called after the controller was added to a container controller (`parent`), or removed from one
    /// (`nil`). The model's navigation controller calls it when its stack gains or loses the controller.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    // Model only: what this controller presents, and who presents it.
    private var modelPresented: UIViewController?
    private weak var modelPresenter: UIViewController?

    /// As UIKit: a controller whose view is in no window, or that already presents one, presents nothing (UIKit logs
    /// a warning) and the completion is not called. Model: the presentation is recorded on the receiver (UIKit hands
    /// it to the nearest full-screen ancestor, which also reports it), nothing is shown, and the completion is
    /// called at once (UIKit calls it after the animation).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard viewIfLoaded?.window != nil, presentedViewController == nil,
              viewControllerToPresent.modelPresenter == nil
        else { return }
        modelPresented = viewControllerToPresent
        viewControllerToPresent.modelPresenter = self
        completion?()
    }

    /// As UIKit: dismisses what this controller (or its navigation controller) presents; a controller that presents
    /// nothing asks its presenter to dismiss it. Model: the completion is called at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController, let presenter = presented.modelPresenter {
            presenter.modelPresented = nil
            presented.modelPresenter = nil
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
            return
        }
        completion?()
    }

    /// What this controller, or its navigation controller, presents.
    open var presentedViewController: UIViewController? {
        modelPresented ?? navigationController?.presentedViewController
    }

    /// Who presents this controller, or its navigation controller.
    open var presentingViewController: UIViewController? {
        modelPresenter ?? navigationController?.presentingViewController
    }

    open var preferredContentSize: CGSize = .zero

    /// Model: always `nil`, as on iPhone; UIKit makes one for a controller presented as a popover (on iPad, for
    /// example, an activity view controller), which the model does not do.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
}
