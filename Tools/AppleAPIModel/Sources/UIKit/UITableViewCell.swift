// Source: https://developer.apple.com/documentation/uikit/uitableviewcell
//   Apple: `@MainActor class UITableViewCell : UIView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uitableviewcell/):
//   .../init(style:reuseidentifier:)     `init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)` ("This
//                                        method is the designated initializer for the class.")
//   .../contentview                      `var contentView: UIView { get }` ("the default superview for content that
//                                        the cell displays")
//   .../selectionstyle-swift.property    `var selectionStyle: UITableViewCell.SelectionStyle { get set }` ("The
//                                        default value is `UITableViewCell.SelectionStyle.default`.")
//   .../selectionstyle-swift.enum        `enum SelectionStyle : Int`: `none` = 0, `blue` = 1, `gray` = 2,
//                                        `default` = 3
//   `enum CellStyle : Int`: `default` = 0, `value1` = 1, `value2` = 2, `subtitle` = 3 (header; `UITableViewCellStyle`)
//   `var reuseIdentifier: String? { get }` (header: readonly, nullable, copy)
//   Not modelled: the text and image views of the built-in styles, accessories, editing, background views,
//   highlighting and selection, `prepareForReuse()`.
//
// Model: the content view fills the cell and follows its size (it has flexible width and height, as UIKit keeps it
// the cell's size less accessories, which the model does not have).
public import Foundation

@MainActor
open class UITableViewCell: UIView {
    private let storedContentView = UIView(frame: .zero)
    private let storedReuseIdentifier: String?

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    /// As on Apple, a cell made from an archive; the model decodes nothing and makes an empty one.
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = nil
        super.init(coder: coder)
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }

    open var contentView: UIView { storedContentView }

    open var reuseIdentifier: String? { storedReuseIdentifier }

    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }
}
