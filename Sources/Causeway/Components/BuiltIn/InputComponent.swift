/// The props of the built-in `input`.
public struct InputProps: Decodable, Sendable {
    /// The text; set it to replace what the field holds (it does not report `input`).
    public var value: String?
    /// Grey text shown while the field is empty.
    public var placeholder: String?
}

/// The `detail` of the built-in `input`'s `input` and `submit` events.
public struct InputValue: Codable, Sendable, Equatable {
    /// The text the field holds.
    public var value: String
}

/// What a user did to a ``NativeTextField``.
public enum TextFieldReport: Sendable, Equatable {
    /// The user changed the text.
    case edited
    /// The user pressed Enter or Return.
    case submitted
    /// The field took the keyboard focus.
    case focused
    /// The field lost it.
    case blurred
}

/// What a platform draws for the built-in `input`: a native text field with its own focus and keyboard.
@MainActor
public protocol NativeTextField: AnyObject {
    /// The platform's view type.
    associatedtype View
    /// The view.
    var view: View { get }
    /// The text the field holds; setting it replaces it.
    var text: String { get set }
    /// Grey text shown while the field is empty.
    var placeholder: String? { get set }
    /// Called with what the user does to the field.
    var reported: (@MainActor (TextFieldReport) -> Void)? { get set }
    /// Takes the keyboard focus.
    func focus()
    /// Gives the keyboard focus up, if the field has it.
    func blur()
}

/// The built-in `input`: a native text field with its own focus and keyboard, the classic reason for same-layer
/// rendering, drawn by a platform's ``NativeTextField``. It reports `input` with `{value}` as the user types (text
/// the page sets reports nothing), `focus` and `blur`, and `submit` with `{value}` on Enter or Return; the page can
/// call `focus` and `blur` on it.
///
/// ```html
/// <causeway-view type="input" placeholder="Your name"></causeway-view>
/// ```
public final class InputComponent<Field: NativeTextField>: NativeComponent {
    public typealias Props = InputProps

    /// The user changed the text.
    public static var input: ComponentEvent<InputValue> { ComponentEvent("input") }
    /// The user pressed Enter or Return.
    public static var submit: ComponentEvent<InputValue> { ComponentEvent("submit") }
    /// The field took the keyboard focus.
    public static var focus: ComponentEvent<Empty> { ComponentEvent("focus") }
    /// The field lost it.
    public static var blur: ComponentEvent<Empty> { ComponentEvent("blur") }

    public static var events: [any ComponentEventDescribing] { [input, submit, focus, blur] }

    public static func register(_ methods: ComponentMethods<InputComponent>) {
        methods.handle("focus") { input in
            input.field.focus()
            return Empty()
        }
        methods.handle("blur") { input in
            input.field.blur()
            return Empty()
        }
    }

    /// The platform's field.
    public let field: Field
    private let context: ComponentContext
    private var isSettingText = false

    /// `field` showing `props`, reporting to `context`.
    public init(_ field: Field, props: Props, context: ComponentContext) {
        self.field = field
        self.context = context
        field.reported = { [weak self] report in self?.fieldReported(report) }
        update(props)
    }

    public var view: Field.View { field.view }

    public func update(_ props: Props) {
        if let value = props.value, value != field.text {
            isSettingText = true
            field.text = value
            isSettingText = false
        }
        field.placeholder = props.placeholder
    }

    private func fieldReported(_ report: TextFieldReport) {
        switch report {
        case .edited where !isSettingText: context.send(Self.input, InputValue(value: field.text))
        case .edited: break
        case .submitted: context.send(Self.submit, InputValue(value: field.text))
        case .focused: context.send(Self.focus)
        case .blurred: context.send(Self.blur)
        }
    }
}
