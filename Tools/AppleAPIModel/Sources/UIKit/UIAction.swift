// Source: https://developer.apple.com/documentation/uikit/uiaction
//   Apple: `@MainActor class UIAction : UIMenuElement`. Members modelled:
//   https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
//       `@MainActor @preconcurrency convenience init(title: String = "", image: UIImage? = nil,
//        identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
//        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
//        handler: @escaping UIActionHandler)`
//   `var title: String { get set }`, `@NSCopying var image: UIImage? { get set }`,
//   `var identifier: UIAction.Identifier { get }`, `var discoverabilityTitle: String? { get set }`,
//   `var attributes: UIMenuElement.Attributes { get set }`, `var state: UIMenuElement.State { get set }`
//   (SDK 27.1 listing, https://onestack.dev/ios-reference/UIKit/UIAction).
//   https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
//       `struct Identifier : Hashable, Equatable, RawRepresentable` over `String` (imported typed string).
// Source: https://developer.apple.com/documentation/uikit/uiactionhandler
//   `typealias UIActionHandler = (UIAction) -> Void`
//   Not modelled: the subtitle and selected-image initializers, `sender`, the standard identifiers.
//
// Model: an action made without an identifier gets a unique one, as on Apple. `modelPerform()` runs the handler as
// UIKit does when the user chooses the action.
import Foundation

public typealias UIActionHandler = (UIAction) -> Void

@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler
    private let storedIdentifier: UIAction.Identifier

    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(modelTitle: title, image: image, identifier: identifier ?? Identifier(rawValue: UUID().uuidString),
                  handler: handler)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    private init(modelTitle: String, image: UIImage?, identifier: UIAction.Identifier, handler: @escaping UIActionHandler) {
        self.handler = handler
        storedIdentifier = identifier
        super.init(modelTitle: modelTitle, image: image)
    }

    open override var title: String {
        get { modelTitle }
        set { modelTitle = newValue }
    }

    open override var image: UIImage? {
        get { modelImage }
        set { modelImage = newValue }
    }

    open var identifier: UIAction.Identifier { storedIdentifier }

    open var discoverabilityTitle: String?

    open var attributes: UIMenuElement.Attributes = []

    open var state: UIMenuElement.State = .off

    // Model only: what UIKit does when the user chooses the action.
    func modelPerform() {
        handler(self)
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
