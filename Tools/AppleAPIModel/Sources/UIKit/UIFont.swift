// Source: https://developer.apple.com/documentation/uikit/uifont
//   Apple: `class UIFont : NSObject` (immutable; not main-actor isolated). Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uifont/):
//   .../systemfont(ofsize:)  `class func systemFont(ofSize fontSize: CGFloat) -> UIFont`
//   .../pointsize            `var pointSize: CGFloat { get }`
//   .../labelfontsize        `class var labelFontSize: CGFloat { get }` ("The standard font size, in points, for
//                            labels": 17, as the UILabel header's default font says)
//   Not modelled: families, names, weights, traits, descriptors, metrics.
//
// Model: a font is its point size; every font is the system font.
public import Foundation

open class UIFont: NSObject {
    private let size: CGFloat

    private init(size: CGFloat) {
        self.size = size
        super.init()
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize)
    }

    open var pointSize: CGFloat { size }

    open class var labelFontSize: CGFloat { 17 }
}
