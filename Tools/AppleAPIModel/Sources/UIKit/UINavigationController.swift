// Source: https://developer.apple.com/documentation/uikit/uinavigationcontroller
//   Apple: `@MainActor class UINavigationController : UIViewController`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uinavigationcontroller/):
//   .../init(rootviewcontroller:)      `init(rootViewController: UIViewController)`
//   .../viewcontrollers                `var viewControllers: [UIViewController] { get set }`
//   .../topviewcontroller              `var topViewController: UIViewController? { get }`
//   .../pushviewcontroller(_:animated:) `func pushViewController(_ viewController: UIViewController, animated: Bool)`
//   .../popviewcontroller(animated:)   `func popViewController(animated: Bool) -> UIViewController?`
//   .../poptoviewcontroller(_:animated:)
//       `func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`
//   .../setnavigationbarhidden(_:animated:) `func setNavigationBarHidden(_ hidden: Bool, animated: Bool)`
//   .../isnavigationbarhidden          `var isNavigationBarHidden: Bool { get set }`
//   The pop methods return values callers may ignore (the importer marks them `@discardableResult`).
//   Not modelled: the navigation bar and toolbar objects, delegates, gestures, `init(navigationBarClass:toolbarClass:)`.
//
// Model: the stack is an array; pushing a controller already on it is a programmer error (UIKit raises an
// exception; the model stops with a precondition failure). The navigation controller's view shows the top
// controller's view, so views on the stack are in the navigation controller's window. No transitions, appearance
// callbacks or bars are drawn; `isNavigationBarHidden` is just recorded.
public import Foundation

@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController] {
        get { stack }
        set {
            let removed = stack.filter { controller in !newValue.contains { $0 === controller } }
            let added = newValue.filter { controller in !stack.contains { $0 === controller } }
            for controller in removed { controller.modelNavigationController = nil }
            stack = newValue
            for controller in stack { controller.modelNavigationController = self }
            modelShowTop()
            for controller in removed { controller.didMove(toParent: nil) }
            for controller in added { controller.didMove(toParent: self) }
        }
    }

    open var topViewController: UIViewController? { stack.last }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!stack.contains { $0 === viewController },
                     "UINavigationController: pushing a view controller that is already on the stack (UIKit raises an exception)")
        viewControllers = stack + [viewController]
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        viewControllers = Array(stack.dropLast())
        return top
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        viewControllers = Array(stack[...index])
        return popped
    }

    open var isNavigationBarHidden = false

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    open override func loadView() {
        super.loadView()
        modelShowTop()
    }

    // Model only: puts the top controller's view in this controller's view, once that is loaded.
    private func modelShowTop() {
        guard let container = viewIfLoaded else { return }
        for subview in container.subviews { subview.removeFromSuperview() }
        if let top = stack.last {
            top.view.frame = container.bounds
            container.addSubview(top.view)
        }
    }
}
