#if canImport(UIKit)
public import Causeway
import Foundation
public import UIKit

/// The built-in `input` on iOS, as on Linux: a native text field with the system keyboard, the classic reason for
/// same-layer rendering. It reports `input` with `{value}` as the user types, `focus` and `blur`, and `submit` with
/// `{value}` on Return; the page can call `focus` and `blur` on it.
///
/// ```html
/// <causeway-view type="input" placeholder="Your name"></causeway-view>
/// ```
///
/// Return also hides the keyboard, as iOS fields do, so `blur` follows `submit`.
public final class InputComponent: NativeComponent {
    public typealias Props = InputProps

    private let field = UITextField()
    private let context: ComponentContext

    /// A field showing `props`, reporting to `context`.
    public init(props: Props, context: ComponentContext) {
        self.context = context
        field.borderStyle = .roundedRect
        // UIKit sends these for what the user does only: text set in code reports nothing.
        field.addAction(UIAction { [weak self] _ in self?.report("input") }, for: .editingChanged)
        field.addAction(UIAction { [weak self] _ in self?.report("submit") }, for: .editingDidEndOnExit)
        field.addAction(UIAction { _ in context.send("focus") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in context.send("blur") }, for: .editingDidEnd)
        update(props)
    }

    public var view: UIView { field }

    /// The text the field holds.
    public var text: String {
        field.text ?? ""
    }

    public func update(_ props: Props) {
        if let value = props.value, value != text {
            field.text = value
        }
        field.placeholder = props.placeholder
    }

    public func invoke(_ name: String, _ args: JSONValue) async throws -> JSONValue {
        switch name {
        case "focus": field.becomeFirstResponder()
        case "blur": field.resignFirstResponder()
        default: throw BridgeError(.unknownMethod, "The input component has no method \(name)")
        }
        return .null
    }

    private func report(_ event: String) {
        context.send(event, ["value": .string(text)])
    }
}
#endif
