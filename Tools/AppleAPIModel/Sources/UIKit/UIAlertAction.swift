// Source: https://developer.apple.com/documentation/uikit/uialertaction
//   Apple: `@MainActor class UIAlertAction : NSObject` (also NSCopying, not modelled). Members modelled:
//   https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
//       `convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil)`
//   https://developer.apple.com/documentation/uikit/uialertaction/title            `var title: String? { get }`
//   https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
//                                                                                  `var style: UIAlertAction.Style { get }`
//   https://developer.apple.com/documentation/uikit/uialertaction/isenabled        `var isEnabled: Bool { get set }`
//   https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
//       `enum Style : Int`: `default` = 0, `cancel` = 1, `destructive` = 2 (values from the UIAlertController header)
//
// Model: the handler is kept so that `UIAlertController.modelTap(_:)` can run it as UIKit does on a tap.
public import Foundation

@MainActor
open class UIAlertAction: NSObject {
    private let storedTitle: String?
    private let storedStyle: UIAlertAction.Style
    // Model only: the handler UIKit runs when the user taps the action.
    let modelHandler: ((UIAlertAction) -> Void)?

    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(modelTitle: title, style: style, handler: handler)
    }

    private init(modelTitle: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)?) {
        storedTitle = modelTitle
        storedStyle = style
        modelHandler = handler
        super.init()
    }

    open var title: String? { storedTitle }

    open var style: UIAlertAction.Style { storedStyle }

    open var isEnabled = true

    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }
}
