// A transcription of the part of UIKit's `UIView` that CausewayWebKit uses, so that the adapter compiles and its
// tests run on Linux. Not shipped; on Apple platforms the real UIKit is used.
//
// Source: https://developer.apple.com/documentation/uikit/uiview
//   Apple: `@MainActor class UIView : UIResponder` (plus many protocol conformances).
// Members confirmed against Apple's pages:
//   https://developer.apple.com/documentation/uikit/uiview/init(frame:)          `init(frame: CGRect)`
//   https://developer.apple.com/documentation/uikit/uiview/frame                 `var frame: CGRect { get set }`
//   https://developer.apple.com/documentation/uikit/uiview/bounds                `var bounds: CGRect { get set }`
//   https://developer.apple.com/documentation/uikit/uiview/superview             `var superview: UIView? { get }`
//   https://developer.apple.com/documentation/uikit/uiview/subviews              `var subviews: [UIView] { get }`
//   https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)        `func addSubview(_ view: UIView)`
//   https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() `func removeFromSuperview()`
//   https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
//                                                                                `var autoresizingMask: UIView.AutoresizingMask { get set }`
//   https://developer.apple.com/documentation/uikit/uiview/ishidden              `var isHidden: Bool { get set }`
//   https://developer.apple.com/documentation/uikit/uiview/window                `var window: UIWindow? { get }`
//   https://developer.apple.com/documentation/uikit/uiview/safeareainsets        `var safeAreaInsets: UIEdgeInsets { get }`
//   https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)     `func isDescendant(of view: UIView)
//                                                                                -> Bool`
//   https://developer.apple.com/documentation/uikit/uiview/layer                 `var layer: CALayer { get }` ("never
//                                                                                `nil`")
//   https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers    `var gestureRecognizers:
//                                                                                [UIGestureRecognizer]? { get set }`
//                                                                                ("The default value ... is `nil`.")
//   https://developer.apple.com/documentation/uikit/uiview/backgroundcolor       `@NSCopying var backgroundColor:
//                                                                                UIColor? { get set }` ("The default
//                                                                                value is `nil`, which results in a
//                                                                                transparent background color.")
//   https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
//                                                                                `var isUserInteractionEnabled: Bool
//                                                                                { get set }` ("The default value of
//                                                                                this property is `true`.")
//   https://developer.apple.com/documentation/objectivec/nsobjectprotocol/conforms(to:)
//       `func conforms(to aProtocol: Protocol) -> Bool`, declared by NSObject (hence nonisolated); see below.
// Not confirmed (page not found in the reference corpus): `init?(coder: NSCoder)`, `required` because it is
//   NSCoding's initializer. Spelling taken from Apple's pages for UIKit view subclasses that declare it
//   (e.g. https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)).
// (`init()` is the initializer every UIView inherits from NSObject; on Apple it is `init(frame: .zero)`.)
//
// Model: autoresizing as the `autoresizingMask` page has it ("When a view's bounds change, that view automatically
// resizes its subviews according to each subview's autoresizing mask"), for a view whose `autoresizesSubviews` is
// `true` (the default; the property is not modelled): a subview with a flexible width or height grows or shrinks by
// as much as the view. Flexible margins are not modelled (a subview keeps its origin whatever its mask), nor the
// proportional sharing of the change when more than one option on an axis is set (the model gives it all to the
// size). `conforms(to:)` belongs to NSObject on Apple, but swift-corelibs-foundation's NSObject has no Objective-C
// runtime and no such method, so the model declares it here, `nonisolated` as NSObject's is; a view conforms to no
// protocol unless a subclass says so. Subclasses override it as they would on Apple (`nonisolated override`).
public import Foundation
public import QuartzCore

@MainActor
open class UIView: UIResponder {
    private var storedFrame: CGRect
    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []
    private let storedLayer = CALayer()

    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    public override convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        // Model: nothing is decoded; the view starts empty, as a view whose archive held no state would.
        storedFrame = .zero
        super.init()
    }

    open var frame: CGRect {
        get { storedFrame }
        set { resize(to: newValue) }
    }

    /// Model: the bounds are the frame's size at the origin; setting them changes the frame's size only.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: storedFrame.size) }
        set { resize(to: CGRect(origin: storedFrame.origin, size: newValue.size)) }
    }

    /// Moves the view to `frame`, and resizes its subviews by their autoresizing masks.
    private func resize(to frame: CGRect) {
        let width = frame.size.width - storedFrame.size.width
        let height = frame.size.height - storedFrame.size.height
        storedFrame = frame
        guard width != 0 || height != 0 else { return }
        for subview in storedSubviews {
            var resized = subview.frame
            if subview.autoresizingMask.contains(.flexibleWidth) { resized.size.width += width }
            if subview.autoresizingMask.contains(.flexibleHeight) { resized.size.height += height }
            if resized != subview.frame { subview.frame = resized }
        }
    }

    open var superview: UIView? { storedSuperview }

    open var subviews: [UIView] { storedSubviews }

    open var autoresizingMask: UIView.AutoresizingMask = []

    open var isHidden = false

    /// As on Apple: the window the view is in, found through its superviews; `nil` when it is in none.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    // Model only: what `safeAreaInsets` reports (UIKit computes it from bars and the screen; the model has neither).
    var modelSafeAreaInsets = UIEdgeInsets.zero

    open var safeAreaInsets: UIEdgeInsets { modelSafeAreaInsets }

    open var layer: CALayer { storedLayer }

    open var backgroundColor: UIColor?

    open var isUserInteractionEnabled = true

    open var gestureRecognizers: [UIGestureRecognizer]?

    nonisolated open func conforms(to aProtocol: Protocol) -> Bool {
        false
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// As on Apple, a view that already has a superview is first removed from it; adding a view that is already a
    /// subview of this view moves it to the front (the end of `subviews`).
    open func addSubview(_ view: UIView) {
        if view === self { return }
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.storedSuperview = self
    }

    open func removeFromSuperview() {
        guard let parent = storedSuperview else { return }
        parent.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }
}
