// Source: https://developer.apple.com/documentation/uikit/uitextfield
//   Apple: `@MainActor class UITextField : UIControl`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uitextfield/):
//   .../text                     `var text: String? { get set }`
//   .../placeholder              `var placeholder: String? { get set }`
//   .../borderstyle-swift.property
//                                `var borderStyle: UITextField.BorderStyle { get set }` ("The default value for this
//                                property is UITextField.BorderStyle.none.")
//   .../borderstyle-swift.enum   `enum BorderStyle : Int`: `none` = 0, `line` = 1, `bezel` = 2, `roundedRect` = 3
//   From UIResponder, overridden as a text field does: `canBecomeFirstResponder` (true), `becomeFirstResponder()`
//   and `resignFirstResponder()`, which begin and end editing.
//   The control events a text field sends (UIControl.Event): `editingDidBegin` when editing begins,
//   `editingChanged` as the user changes the text, `editingDidEnd` when editing ends, `editingDidEndOnExit` when the
//   user presses Return. Not confirmed here (no Apple page in the corpus says it): that Return then ends editing
//   when the field has an action for `editingDidEndOnExit`, long-standing UIKit behaviour.
//   Not modelled: delegates, fonts, colours, alignment, keyboards, clearing, selection, everything else. (On Apple,
//   setting `text` to `nil` reads back as an empty string; the model stores what it is given.)
//
// Model: as in UIKit, setting `text` in code sends no event. Tests play the user: `modelType(_:)` types characters
// at the end of the text, one `editingChanged` each, beginning editing first if needed (as the tap that puts the
// caret there does); `modelPressReturn()` sends `editingDidEndOnExit` and, when the field has an action for it,
// ends editing, as UIKit hides the keyboard then.
import Foundation

@MainActor
open class UITextField: UIControl {
    open var text: String?

    open var placeholder: String?

    open var borderStyle: UITextField.BorderStyle = .none

    open override var canBecomeFirstResponder: Bool { true }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        guard super.becomeFirstResponder() else { return false }
        if !wasEditing { sendActions(for: .editingDidBegin) }
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if wasEditing { sendActions(for: .editingDidEnd) }
        return true
    }

    // Model only: the user types `characters` at the end of the text.
    func modelType(_ characters: String) {
        becomeFirstResponder()
        for character in characters {
            text = (text ?? "") + String(character)
            sendActions(for: .editingChanged)
        }
    }

    // Model only: the user presses Return.
    func modelPressReturn() {
        sendActions(for: .editingDidEndOnExit)
        if modelHasActions(for: .editingDidEndOnExit) {
            resignFirstResponder()
        }
    }

    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }
}
