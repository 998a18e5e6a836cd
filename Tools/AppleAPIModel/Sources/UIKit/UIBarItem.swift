// Source: https://developer.apple.com/documentation/uikit/uibaritem
//   Apple: `@MainActor class UIBarItem : NSObject` (UIBarButtonItem's superclass), with
//   https://developer.apple.com/documentation/uikit/uibaritem/title  `var title: String? { get set }`
//   https://developer.apple.com/documentation/uikit/uibaritem/image  `var image: UIImage? { get set }`
//   Not modelled: insets, landscape images, title attributes, tags, enabling.
public import Foundation

@MainActor
open class UIBarItem: NSObject {
    public override init() {
        super.init()
    }

    open var title: String?

    open var image: UIImage?
}
