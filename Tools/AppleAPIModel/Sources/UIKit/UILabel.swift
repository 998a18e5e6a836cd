// Source: https://developer.apple.com/documentation/uikit/uilabel
//   Apple: `@MainActor class UILabel : UIView`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uilabel/):
//   .../text                      `var text: String? { get set }`
//   .../font                      `var font: UIFont! { get set }` (UILabel header: "default is nil (system font 17
//                                 plain)")
//   .../textcolor                 `var textColor: UIColor! { get set }` ("The default value for this property is
//                                 the system's label color")
//   .../textalignment             `var textAlignment: NSTextAlignment { get set }` (not confirmed here: the default,
//                                 `natural` since iOS 9)
//   .../isuserinteractionenabled  `var isUserInteractionEnabled: Bool { get set }` ("This class changes the default
//                                 value of this property to false.")
//   .../numberoflines             `var numberOfLines: Int { get set }` ("The default value for this property is 1. To
//                                 remove any maximum limit, and use as many lines as needed, set the value of this
//                                 property to 0.")
//   Not modelled: attributed text, wrapping, shadows, highlighting, drawing.
//
// Model: the default text colour is black (Apple: the dynamic `label` colour, black in light mode), made with
// `UIColor(red:green:blue:alpha:)`.
public import Foundation

@MainActor
open class UILabel: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    open var text: String?

    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize)

    open var textColor: UIColor! = UIColor(red: 0, green: 0, blue: 0, alpha: 1)

    open var textAlignment: NSTextAlignment = .natural

    open var numberOfLines = 1
}
