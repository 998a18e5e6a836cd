// Source: https://developer.apple.com/documentation/uikit/uitableview
//   Apple: `@MainActor class UITableView : UIScrollView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uitableview/):
//   .../init(frame:style:)                 `init(frame: CGRect, style: UITableView.Style)` ("You must specify the
//                                          style of a table view when you create it, and you can't change that style
//                                          later.")
//   .../style-swift.property               `var style: UITableView.Style { get }`
//   .../style-swift.enum                   `enum Style : Int`: `plain` = 0, `grouped` = 1, `insetGrouped` = 2
//   .../performbatchupdates(_:completion:) `func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool)
//                                          -> Void)? = nil)` (iOS 11)
//   .../beginupdates()                     `func beginUpdates()`; ".../endupdates()" `func endUpdates()` ("You can
//                                          also use this method followed by the `endUpdates()` method to animate the
//                                          change in the row heights without reloading the cell.")
//   Not modelled: the data source and delegate, cells, sections, reloading, inserting, deleting, selection, headers
//   and footers, and laying out rows: the model has no screen.
//
// Model: a batch of updates runs `updates` at once and counts as one batch (a begin/end pair counts once, when the
// outermost `endUpdates()` is called: the pairs nest); UIKit then asks its delegate for the rows' heights again and
// animates the change, which the model does not do. The completion is called at once with `true` (UIKit calls it
// when the animations end). Tests read how many batches ran.
public import Foundation

@MainActor
open class UITableView: UIScrollView {
    private let storedStyle: UITableView.Style
    private var openUpdates = 0

    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// As on Apple, a table view made from an archive; the model decodes nothing and makes a plain one.
    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
    }

    open var style: UITableView.Style { storedStyle }

    // Model only: how many batches of updates have run (`performBatchUpdates`, or an outermost begin/end pair).
    private(set) var modelBatchUpdateCount = 0

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        modelBatchUpdateCount += 1
        completion?(true)
    }

    open func beginUpdates() {
        openUpdates += 1
    }

    open func endUpdates() {
        guard openUpdates > 0 else { return }
        openUpdates -= 1
        if openUpdates == 0 { modelBatchUpdateCount += 1 }
    }

    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }
}
