#if canImport(UIKit)
public import Causeway
import Foundation
public import UIKit

/// The built-in `label` on iOS, as on Linux: text in a box of its own colour, the simplest component. It reports
/// `tap` with the point, in CSS pixels within the component, where a finger lifted off it.
///
/// ```html
/// <causeway-view type="label" text="Native" color="white" background="#0050c8" font-size="24"></causeway-view>
/// ```
///
/// The text is centred in the box. Colours are CSS colours (`#rgb`, `#rrggbb`, `rgb(r, g, b)`, their forms with
/// alpha, and a few names); one it cannot read leaves the default, black text on no background.
public final class LabelComponent: NativeComponent {
    public typealias Props = LabelProps

    private let label: TapReportingLabel

    /// A label showing `props`, reporting to `context`.
    public init(props: Props, context: ComponentContext) {
        label = TapReportingLabel { point in
            context.send("tap", ["x": .number(Double(point.x)), "y": .number(Double(point.y))])
        }
        label.textAlignment = .center
        update(props)
    }

    public var view: UIView { label }

    public func update(_ props: Props) {
        label.text = props.text
        label.textColor = props.textColor.uiColor
        label.backgroundColor = props.backgroundColor.uiColor
        label.font = .systemFont(ofSize: props.drawnFontSize.map { CGFloat($0) } ?? UIFont.labelFontSize)
    }
}
#endif
