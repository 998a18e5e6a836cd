// Source: https://developer.apple.com/documentation/uikit/uisegmentedcontrol
//   Apple: `@MainActor class UISegmentedControl : UIControl`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uisegmentedcontrol/):
//   .../init(items:)             `init(items: [Any]?)` ("An array of NSString objects (for segment titles), UIImage
//                                objects (for segment images), or in iOS 14.0 and later UIAction objects")
//   .../selectedsegmentindex     `var selectedSegmentIndex: Int { get set }` ("The default value is noSegment (no
//                                segment selected) until the user touches a segment. ... When the user touches a
//                                segment to change the selection, the system generates the control event
//                                valueChanged.")
//   .../nosegment                `class var noSegment: Int { get }` (`UISegmentedControlNoSegment` = -1, the value
//                                the selectedsegmentindex page gives: "Set this property to -1 to turn off the
//                                current selection")
//   .../numberofsegments         `var numberOfSegments: Int { get }`
//   .../titleforsegment(at:)     `func titleForSegment(at segment: Int) -> String?`
//   `init(frame:)` and `init?(coder:)`, UIView's, are declared again as on Apple. Not modelled: images, actions as
//   items, momentary controls, inserting and removing segments, widths, enabling segments, appearance.
//
// Model: string items are titles; other items make untitled segments. As in UIKit, setting `selectedSegmentIndex` in
// code sends no event. Tests play the user with `modelTap(segment:)`: touching a segment other than the selected one
// selects it and sends `valueChanged`; touching the selected one changes nothing.
public import Foundation

@MainActor
open class UISegmentedControl: UIControl {
    private var titles: [String?] = []

    public init(items: [Any]?) {
        titles = (items ?? []).map { $0 as? String }
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open class var noSegment: Int { -1 }

    open var selectedSegmentIndex = UISegmentedControl.noSegment

    open var numberOfSegments: Int { titles.count }

    open func titleForSegment(at segment: Int) -> String? {
        titles.indices.contains(segment) ? titles[segment] : nil
    }

    // Model only: the user touches `segment`.
    func modelTap(segment: Int) {
        guard titles.indices.contains(segment), segment != selectedSegmentIndex else { return }
        selectedSegmentIndex = segment
        sendActions(for: .valueChanged)
    }
}
