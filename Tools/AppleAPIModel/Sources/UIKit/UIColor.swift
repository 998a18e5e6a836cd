// Source: https://developer.apple.com/documentation/uikit/uicolor
//   Apple: `class UIColor : NSObject` (immutable; not main-actor isolated). Members modelled:
//   https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
//       `init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)` ("On applications linked for iOS 10 or
//       later, the color is specified in an extended color space, and the input value is never clamped.")
//   `isEqual(_:)` and `hash` (NSObject's), which for two colours in the same colour space compare their components.
//   https://developer.apple.com/documentation/uikit/uicolor/systembackground
//       `class var systemBackground: UIColor { get }` ("The color for the main background of your interface.")
//   Not modelled: the other named system and dynamic colours, other colour spaces, `cgColor`, component accessors.
//
// Model: a colour is its four components, as given. `systemBackground` is white (Apple: a dynamic colour, white in
// light mode).
public import Foundation

open class UIColor: NSObject {
    private let components: [CGFloat]

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        super.init()
    }

    open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.components == components
    }

    open override var hash: Int {
        components.hashValue
    }

    open override var description: String {
        "UIColor(red: \(components[0]), green: \(components[1]), blue: \(components[2]), alpha: \(components[3]))"
    }
}
