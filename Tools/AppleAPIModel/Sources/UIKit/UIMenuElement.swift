// Source: https://developer.apple.com/documentation/uikit/uimenuelement
//   Apple: `@MainActor class UIMenuElement : NSObject` (UIAction's superclass), with
//   `var title: String { get }`, `var image: UIImage? { get }` and two nested types used in UIAction's initializer:
//   https://developer.apple.com/documentation/uikit/uimenuelement/attributes
//       `struct Attributes : OptionSet` (raw value `UInt`): `disabled` = 1, `destructive` = 2, `hidden` = 4,
//       `keepsMenuPresented` = 8 (values from the UIMenuElement header)
//   https://developer.apple.com/documentation/uikit/uimenuelement/state
//       `enum State : Int`: `off` = 0, `on` = 1, `mixed` = 2
//   Not modelled: subtitles, accessibility, `init?(coder:)`. (`init()` is unavailable on Apple; subclasses' own
//   initializers are the way to make elements.)
public import Foundation

@MainActor
open class UIMenuElement: NSObject {
    // Model only: the storage behind `title` and `image`, which UIAction makes settable.
    var modelTitle: String
    var modelImage: UIImage?

    init(modelTitle: String, image: UIImage?) {
        self.modelTitle = modelTitle
        modelImage = image
        super.init()
    }

    open var title: String { modelTitle }

    open var image: UIImage? { modelImage }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var disabled: UIMenuElement.Attributes { Attributes(rawValue: 1 << 0) }
        public static var destructive: UIMenuElement.Attributes { Attributes(rawValue: 1 << 1) }
        public static var hidden: UIMenuElement.Attributes { Attributes(rawValue: 1 << 2) }
        public static var keepsMenuPresented: UIMenuElement.Attributes { Attributes(rawValue: 1 << 3) }
    }

    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}
