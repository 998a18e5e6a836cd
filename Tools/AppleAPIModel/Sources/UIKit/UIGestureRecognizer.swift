// Source: https://developer.apple.com/documentation/uikit/uigesturerecognizer
//   Apple: `@MainActor class UIGestureRecognizer` (an NSObject subclass). Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uigesturerecognizer/):
//   .../init()                  `convenience init()` (the designated initializer, `init(target:action:)`, takes a
//                               selector, which the model has no use for; it is not modelled)
//   .../cancelstouchesinview    `var cancelsTouchesInView: Bool { get set }` ("true (the default)")
//   .../delaystouchesbegan      `var delaysTouchesBegan: Bool { get set }` ("false (the default)")
//   .../delaystouchesended      `var delaysTouchesEnded: Bool { get set }` ("true (the default)")
//   Not modelled: targets and actions, state, delegates, the attached view, touches.
//
// Model: a recognizer is its three touch-delivery settings, with UIKit's defaults; it recognizes nothing.
public import Foundation

@MainActor
open class UIGestureRecognizer: NSObject {
    public override init() {
        super.init()
    }

    open var cancelsTouchesInView = true

    open var delaysTouchesBegan = false

    open var delaysTouchesEnded = true
}
