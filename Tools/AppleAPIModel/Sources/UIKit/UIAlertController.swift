// Source: https://developer.apple.com/documentation/uikit/uialertcontroller
//   Apple: `@MainActor class UIAlertController : UIViewController`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uialertcontroller/; also the SDK 27.1 listing at
//   https://onestack.dev/ios-reference/UIKit/UIAlertController):
//   .../init(title:message:preferredstyle:)
//       `convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style)`
//   .../addaction(_:)            `func addAction(_ action: UIAlertAction)`
//   .../actions                  `var actions: [UIAlertAction] { get }`
//   .../preferredaction          `var preferredAction: UIAlertAction? { get set }`
//   .../addtextfield(configurationhandler:)
//       `func addTextField(configurationHandler: ((UITextField) -> Void)? = nil)`
//   .../textfields               `var textFields: [UITextField]? { get }`
//   .../message                  `var message: String? { get set }`
//   .../preferredstyle           `var preferredStyle: UIAlertController.Style { get }`
//   .../style                    `enum Style : Int`: `actionSheet` = 0, `alert` = 1 (values from the header)
//   The title is UIViewController's `title`.
//
// Model: text fields may be added only to an alert, as on Apple (UIKit raises an exception otherwise; the model
// stops with a precondition failure). `modelTap(_:)` plays a tap on one of the actions: as in UIKit, the alert is
// dismissed and then the action's handler runs.
import Foundation

@MainActor
open class UIAlertController: UIViewController {
    private var storedActions: [UIAlertAction] = []
    private var storedTextFields: [UITextField] = []
    private var storedPreferredStyle: UIAlertController.Style = .alert

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        storedPreferredStyle = preferredStyle
    }

    open var message: String?

    open var preferredStyle: UIAlertController.Style { storedPreferredStyle }

    open func addAction(_ action: UIAlertAction) {
        storedActions.append(action)
    }

    open var actions: [UIAlertAction] { storedActions }

    open var preferredAction: UIAlertAction?

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert,
                     "UIAlertController: text fields can only be added to an alert (UIKit raises an exception)")
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        storedTextFields.append(field)
    }

    open var textFields: [UITextField]? { preferredStyle == .alert ? storedTextFields : nil }

    // Model only: what UIKit does when the user taps `action`: dismiss the alert, then run the handler.
    func modelTap(_ action: UIAlertAction) {
        precondition(storedActions.contains { $0 === action }, "UIAlertController (model): the action is not in this alert")
        guard action.isEnabled else { return }
        dismiss(animated: true)
        action.modelHandler?(action)
    }

    // Model only: taps the action titled `title`; returns whether there was one.
    @discardableResult
    func modelTap(actionTitled title: String) -> Bool {
        guard let action = storedActions.first(where: { $0.title == title }) else { return false }
        modelTap(action)
        return true
    }

    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }
}
