#if canImport(UIKit)
public import Causeway
import Foundation
public import UIKit

/// The built-in `label`'s view on iOS: a `UILabel` with its text centred, that reports where a finger lifted off
/// it. `LabelComponent` drives it.
public final class UIKitLabelView: NativeLabelView {
    public var tapped: (@MainActor (ComponentPoint) -> Void)?
    private lazy var label = TapReportingLabel { [weak self] point in
        self?.tapped?(ComponentPoint(x: Double(point.x), y: Double(point.y)))
    }

    /// A label showing nothing yet.
    public init() {
        label.textAlignment = .center
    }

    public var view: UIView { label }

    public func show(_ props: LabelProps) {
        label.text = props.text
        label.textColor = props.textColor.uiColor
        label.backgroundColor = props.backgroundColor.uiColor
        label.font = .systemFont(ofSize: props.drawnFontSize.map { CGFloat($0) } ?? UIFont.labelFontSize)
    }
}
#endif
