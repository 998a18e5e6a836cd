// Source: https://developer.apple.com/documentation/uikit/uistackview
//   Apple: `@MainActor class UIStackView : UIView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uistackview/):
//   .../init(arrangedsubviews:)   `convenience init(arrangedSubviews views: [UIView])`
//   .../addarrangedsubview(_:)    `func addArrangedSubview(_ view: UIView)` ("This method automatically adds the
//                                 provided view as a subview of the stack view, if it isn't already.")
//   .../arrangedsubviews          `var arrangedSubviews: [UIView] { get }`
//   Not modelled: axis, distribution, alignment, spacing, removing arranged views, layout.
public import Foundation

@MainActor
open class UIStackView: UIView {
    private var storedArrangedSubviews: [UIView] = []

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open var arrangedSubviews: [UIView] { storedArrangedSubviews }

    open func addArrangedSubview(_ view: UIView) {
        guard !storedArrangedSubviews.contains(where: { $0 === view }) else { return }
        storedArrangedSubviews.append(view)
        if view.superview !== self { addSubview(view) }
    }
}
