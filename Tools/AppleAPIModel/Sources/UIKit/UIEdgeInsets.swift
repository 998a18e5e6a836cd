// Source: https://developer.apple.com/documentation/uikit/uiedgeinsets
//   Apple: `struct UIEdgeInsets` (imported C struct; Equatable, Sendable) with `var top, left, bottom, right: CGFloat`,
//   `init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)` and `static let zero: UIEdgeInsets`.
//   Not modelled: the coding and string conversions.
public import Foundation

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}
