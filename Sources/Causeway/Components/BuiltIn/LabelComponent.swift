/// The props of the built-in `label`.
public struct LabelProps: Decodable, Sendable {
    /// The text.
    public var text: String
    /// A CSS colour for the text.
    public var color: String?
    /// A CSS colour filling the whole component.
    public var background: String?
    /// The font size in CSS pixels.
    public var fontSize: Double?
}

/// A point in CSS pixels within a component.
public struct ComponentPoint: Codable, Sendable, Equatable {
    public var x: Double
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// What a platform draws for the built-in `label`: a view showing the props' text and style, that reports taps.
@MainActor
public protocol NativeLabelView: AnyObject {
    /// The platform's view type.
    associatedtype View
    /// The view.
    var view: View { get }
    /// Called with the point of each tap, in CSS pixels within the view.
    var tapped: (@MainActor (ComponentPoint) -> Void)? { get set }
    /// Draws `props`: its text, ``LabelProps/textColor``, ``LabelProps/backgroundColor`` and
    /// ``LabelProps/drawnFontSize``.
    func show(_ props: LabelProps)
}

/// The built-in `label`: text in a box of its own colour, the simplest component, drawn by a platform's
/// ``NativeLabelView``. It reports `tap` with the point, in CSS pixels within the component.
///
/// ```html
/// <causeway-view type="label" text="Native" color="white" background="#0050c8" font-size="24"></causeway-view>
/// ```
///
/// Colours are CSS colours (`#rgb`, `#rrggbb`, `rgb(r, g, b)`, their forms with alpha, and a few names); one that
/// cannot be read leaves the default, black text on no background.
public final class LabelComponent<Face: NativeLabelView>: NativeComponent {
    public typealias Props = LabelProps

    /// A tap, with its point.
    public static var tap: ComponentEvent<ComponentPoint> { ComponentEvent("tap") }

    public static var events: [any ComponentEventDescribing] { [tap] }

    /// The platform's label.
    public let face: Face

    /// `face` showing `props`, reporting to `context`.
    public init(_ face: Face, props: Props, context: ComponentContext) {
        self.face = face
        face.tapped = { point in context.send(Self.tap, point) }
        face.show(props)
    }

    public var view: Face.View { face.view }

    public func update(_ props: Props) {
        face.show(props)
    }
}
