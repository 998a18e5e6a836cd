// Source: https://developer.apple.com/documentation/uikit/uiresponder
//   Apple: `@MainActor class UIResponder : NSObject` (UIView's superclass). Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uiresponder/):
//   .../canbecomefirstresponder  `var canBecomeFirstResponder: Bool { get }` ("This method returns false by
//                                default.")
//   .../isfirstresponder         `var isFirstResponder: Bool { get }`
//   .../becomefirstresponder()   `func becomeFirstResponder() -> Bool` ("UIKit checks this object's
//                                canBecomeFirstResponder property")
//   .../resignfirstresponder()   `func resignFirstResponder() -> Bool` ("The default implementation returns true")
//   .../touchesbegan(_:with:)    `func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)`
//   .../touchesended(_:with:)    `func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?)`
//   The Objective-C methods return values callers may ignore (the importer treats them as `@discardableResult`).
//   Not modelled: the responder chain (`next`; the touch methods forward nothing), moved and cancelled touches,
//   presses, motion, input views, key commands.
//
// Model: a responder only knows whether it is the first responder. UIKit keeps one per window, so that becoming
// first responder makes the previous one resign; the model does not (no test has two fields in one window).
public import Foundation

@MainActor
open class UIResponder: NSObject {
    private var storedIsFirstResponder = false

    public override init() {
        super.init()
    }

    open var canBecomeFirstResponder: Bool { false }

    open var isFirstResponder: Bool { storedIsFirstResponder }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        storedIsFirstResponder = true
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        storedIsFirstResponder = false
        return true
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
