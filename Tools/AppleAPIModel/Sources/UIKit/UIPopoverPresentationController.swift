// Source: https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
//   Apple: `@MainActor class UIPopoverPresentationController : UIPresentationController`. Model:
//   `UIPresentationController` is not modelled, so this derives from `NSObject`; the model never makes one (see
//   `UIViewController.popoverPresentationController`). Members modelled:
//   https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
//       `var sourceView: UIView? { get set }`
//   https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
//       `var sourceRect: CGRect { get set }`
public import Foundation

@MainActor
open class UIPopoverPresentationController: NSObject {
    open var sourceView: UIView?

    open var sourceRect: CGRect = .zero
}
