// Source: https://developer.apple.com/documentation/uikit/uibarbuttonitem
//   Apple: `@MainActor class UIBarButtonItem : UIBarItem`. Members modelled:
//   `init()` (designated; UIBarItem's), and
//   `convenience init(primaryAction: UIAction?)` (iOS 14; Objective-C `initWithPrimaryAction:`, "Creates a
//   plain-style bar button item from the properties of primaryAction"; Apple's Swift page for this initializer was
//   not in the corpus, the spelling follows the Objective-C selector and the sibling
//   https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:) page)
//   https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
//       `@NSCopying var primaryAction: UIAction? { get set }` — "When you assign a new value to this property, the
//       title and image of the item update to match the primary action's title and image."
//   Not modelled: target/action (selectors do not exist on Linux), system items, menus, styles, custom views.
//
// Model: the item keeps its action (not a copy); `modelTap()` does what a tap does, running the primary action.
import Foundation

@MainActor
open class UIBarButtonItem: UIBarItem {
    public override init() {
        super.init()
    }

    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
    }

    private var storedPrimaryAction: UIAction?

    open var primaryAction: UIAction? {
        get { storedPrimaryAction }
        set {
            storedPrimaryAction = newValue
            guard let newValue else { return }
            title = newValue.title
            image = newValue.image
        }
    }

    // Model only: what UIKit does when the user taps the item.
    func modelTap() {
        primaryAction?.modelPerform()
    }
}
