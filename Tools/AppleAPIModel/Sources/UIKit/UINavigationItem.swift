// Source: https://developer.apple.com/documentation/uikit/uinavigationitem
//   Apple: `@MainActor class UINavigationItem : NSObject`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uinavigationitem/):
//   .../init(title:)            `init(title: String)`
//   .../title                   `var title: String? { get set }`
//   .../leftbarbuttonitems      `var leftBarButtonItems: [UIBarButtonItem]? { get set }`
//   .../rightbarbuttonitems     `var rightBarButtonItems: [UIBarButtonItem]? { get set }`
//   .../hidesbackbutton         `var hidesBackButton: Bool { get set }`
//   .../titleview               `var titleView: UIView? { get set }` ("A custom view that displays in the center of
//                               the navigation bar when the receiver is the top item. ... If you set this property
//                               to a custom title, it is displayed instead of the title. ... The default value is
//                               nil.")
//   `init?(coder: NSCoder)` exists on Apple and is not modelled. Not modelled: single-item properties, prompts,
//   search, appearances.
//
// Model: the properties are stored; nothing is drawn.
public import Foundation

@MainActor
open class UINavigationItem: NSObject {
    public init(title: String) {
        self.title = title
        super.init()
    }

    // Model only: the item a view controller makes for itself, which may have no title.
    init(modelTitle: String?) {
        title = modelTitle
        super.init()
    }

    open var title: String?

    open var leftBarButtonItems: [UIBarButtonItem]?

    open var rightBarButtonItems: [UIBarButtonItem]?

    open var hidesBackButton = false

    open var titleView: UIView?
}
