// Source: https://developer.apple.com/documentation/uikit/uitextfield
//   Apple: `@MainActor class UITextField : UIControl`. Model: `UIControl` is not modelled, so the model's text field
//   derives from `UIView` directly. Members modelled:
//   https://developer.apple.com/documentation/uikit/uitextfield/text         `var text: String? { get set }`
//   https://developer.apple.com/documentation/uikit/uitextfield/placeholder  `var placeholder: String? { get set }`
//   Not modelled: editing, delegates, fonts, keyboards, everything else. (On Apple, setting `text` to `nil` reads back
//   as an empty string; the model stores what it is given.)
import Foundation

@MainActor
open class UITextField: UIView {
    open var text: String?

    open var placeholder: String?
}
