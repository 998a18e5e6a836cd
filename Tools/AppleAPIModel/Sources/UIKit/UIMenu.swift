// Source: https://developer.apple.com/documentation/uikit/uimenu
//   Apple: `@MainActor class UIMenu : UIMenuElement`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uimenu/):
//   .../init(title:image:identifier:options:children:)
//                                `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? =
//                                nil, identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
//                                children: [UIMenuElement] = [])` (iOS 13)
//   `var children: [UIMenuElement] { get }`, `var options: UIMenu.Options { get }`,
//   `var identifier: UIMenu.Identifier { get }` (SDK 27.1 listing, https://onestack.dev/ios-reference/UIKit/UIMenu)
//   .../options-swift.struct     `struct Options` (an `OptionSet` over `UInt`): `displayInline`, `destructive`,
//                                `singleSelection` (iOS 15: "whether the menu and its submenus allow a single menu
//                                item that's in the “on” state"), `displayAsPalette` (iOS 17); raw values from the
//                                UIMenu header: 1 << 0, 1 << 1, 1 << 5, 1 << 7
//   .../identifier-swift.struct  `struct Identifier : Hashable, Equatable, RawRepresentable` over `String`
//   Not modelled: subtitles, element sizes, display preferences, `replacingChildren(_:)`, the standard identifiers.
//
// Model: a menu made without an identifier gets a unique one, as on Apple. Nothing is drawn; a control that shows
// the menu lets a test choose one of its actions.
public import Foundation

@MainActor
open class UIMenu: UIMenuElement {
    private let storedChildren: [UIMenuElement]
    private let storedOptions: UIMenu.Options
    private let storedIdentifier: UIMenu.Identifier

    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [],
        children: [UIMenuElement] = []
    ) {
        self.init(modelTitle: title, image: image, identifier: identifier ?? Identifier(rawValue: UUID().uuidString),
                  options: options, children: children)
    }

    private init(modelTitle: String, image: UIImage?, identifier: UIMenu.Identifier, options: UIMenu.Options,
                 children: [UIMenuElement])
    {
        storedChildren = children
        storedOptions = options
        storedIdentifier = identifier
        super.init(modelTitle: modelTitle, image: image)
    }

    open var children: [UIMenuElement] { storedChildren }

    open var options: UIMenu.Options { storedOptions }

    open var identifier: UIMenu.Identifier { storedIdentifier }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var displayInline: UIMenu.Options { Options(rawValue: 1 << 0) }
        public static var destructive: UIMenu.Options { Options(rawValue: 1 << 1) }
        public static var singleSelection: UIMenu.Options { Options(rawValue: 1 << 5) }
        public static var displayAsPalette: UIMenu.Options { Options(rawValue: 1 << 7) }
    }

    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
