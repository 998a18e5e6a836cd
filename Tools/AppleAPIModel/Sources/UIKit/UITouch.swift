// Source: https://developer.apple.com/documentation/uikit/uitouch
//   Apple: `@MainActor class UITouch : NSObject`. Members modelled:
//   https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36
//       `func location(in view: UIView?) -> CGPoint` ("A custom view that is handling the touch may specify `self`
//       to get the touch location in its own coordinate system. Pass `nil` to get the touch location in the window's
//       coordinates.")
//   https://developer.apple.com/documentation/uikit/uitouch/view  `var view: UIView? { get }` (not confirmed here)
//   Not modelled: phases, timestamps, taps, force, radius, previous locations.
//
// Model: a touch is made by `UIView.modelTap(at:)` with the point it touched in the view it touched. Locations in
// other views go through the views' frame origins up to their window (or topmost superview): the model has no bounds
// origins or transforms.
public import Foundation

@MainActor
open class UITouch: NSObject {
    private let touchedView: UIView
    private let point: CGPoint

    // Model only: a touch at `point` in `view`'s coordinates.
    init(modelView view: UIView, at point: CGPoint) {
        touchedView = view
        self.point = point
        super.init()
    }

    open var view: UIView? { touchedView }

    open func location(in view: UIView?) -> CGPoint {
        let inWindow = Self.origin(of: touchedView)
        let target = view.map(Self.origin(of:)) ?? .zero
        return CGPoint(x: point.x + inWindow.x - target.x, y: point.y + inWindow.y - target.y)
    }

    /// Where `view`'s top left corner is in its window: the sum of its and its superviews' frame origins, short of
    /// the window (whose frame is in screen coordinates).
    private static func origin(of view: UIView) -> CGPoint {
        var origin = CGPoint.zero
        var current: UIView? = view
        while let view = current, !(view is UIWindow) {
            origin.x += view.frame.origin.x
            origin.y += view.frame.origin.y
            current = view.superview
        }
        return origin
    }
}

extension UIView {
    // Model only: a finger put down on the view at `point` (in its coordinates) and lifted there, as UIKit delivers
    // a tap to the view its hit test finds: `touchesBegan`, then `touchesEnded`, with the same touch. Like hit
    // testing, it reaches no view that is hidden or does not take user interaction, or has an ancestor that does
    // not.
    func modelTap(at point: CGPoint) {
        var current: UIView? = self
        while let view = current {
            guard view.isUserInteractionEnabled, !view.isHidden else { return }
            current = view.superview
        }
        let touch = UITouch(modelView: self, at: point)
        let event = UIEvent()
        touchesBegan([touch], with: event)
        touchesEnded([touch], with: event)
    }
}
