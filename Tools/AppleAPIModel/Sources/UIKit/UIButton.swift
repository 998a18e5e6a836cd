// Source: https://developer.apple.com/documentation/uikit/uibutton
//   Apple: `@MainActor class UIButton : UIControl`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uibutton/):
//   .../init(type:)              `convenience init(type buttonType: UIButton.ButtonType)`
//   .../buttontype-swift.enum    `enum ButtonType : Int`: `custom` = 0, `system` = 1, `detailDisclosure` = 2,
//                                `infoLight` = 3, `infoDark` = 4, `contactAdd` = 5 (UIButton header); the later
//                                `plain` and `close` are not modelled
//   .../buttontype-swift.property
//                                `var buttonType: UIButton.ButtonType { get }`
//   .../settitle(_:for:)         `func setTitle(_ title: String?, for state: UIControl.State)`
//   .../title(for:)              `func title(for state: UIControl.State) -> String?`
//   .../setimage(_:for:)         `func setImage(_ image: UIImage?, for state: UIControl.State)`
//   .../image(for:)              `func image(for state: UIControl.State) -> UIImage?`
//   .../menu                     `@NSCopying var menu: UIMenu? { get set }` (iOS 14; "The default value is nil.")
//   `init(frame:)` and `init?(coder:)` are inherited as on Apple. Not modelled: configurations, colours, title and
//   image views, `changesSelectionAsPrimaryAction`, everything else.
//
// Model: titles and images are kept per state; a state without its own falls back to `normal`'s, as UIKit's does.
// The menu is kept as given (not a copy). Tests play the user with `modelChooseFromMenu(at:)`: with the menu as the
// primary action (`showsMenuAsPrimaryAction`), a tap shows the menu and the user chooses the action at that index,
// which runs its handler; without, a tap shows no menu.
import Foundation

@MainActor
open class UIButton: UIControl {
    private var storedButtonType = UIButton.ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
    }

    open var buttonType: UIButton.ButtonType { storedButtonType }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    open var menu: UIMenu?

    // Model only: the user taps the button and chooses the menu's element at `index`; whether it ran an action.
    @discardableResult
    func modelChooseFromMenu(at index: Int) -> Bool {
        guard showsMenuAsPrimaryAction, let children = menu?.children, children.indices.contains(index),
              let action = children[index] as? UIAction
        else { return false }
        action.modelPerform()
        return true
    }

    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
    }
}
