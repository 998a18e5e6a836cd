#if canImport(UIKit)
public import Causeway
import Foundation
public import UIKit

/// The built-in `input`'s field on iOS: a `UITextField` with the system keyboard. `InputComponent` drives it.
///
/// Return also hides the keyboard, as iOS fields do, so `blur` follows `submit`.
public final class UIKitTextField: NativeTextField {
    public var reported: (@MainActor (TextFieldReport) -> Void)?
    private let field = UITextField()

    /// An empty field.
    public init() {
        field.borderStyle = .roundedRect
        // UIKit sends these for what the user does only: text set in code reports nothing.
        let reports: [(TextFieldReport, UIControl.Event)] = [
            (.edited, .editingChanged), (.submitted, .editingDidEndOnExit),
            (.focused, .editingDidBegin), (.blurred, .editingDidEnd),
        ]
        for (report, event) in reports {
            field.addAction(UIAction { [weak self] _ in self?.reported?(report) }, for: event)
        }
    }

    public var view: UIView { field }

    public var text: String {
        get { field.text ?? "" }
        set { field.text = newValue }
    }

    public var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }

    public func focus() {
        field.becomeFirstResponder()
    }

    public func blur() {
        field.resignFirstResponder()
    }
}
#endif
