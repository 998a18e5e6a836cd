// Source: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
//   Apple: `struct AutoresizingMask` nested in `UIView`, an `OptionSet` imported from `NS_OPTIONS(NSUInteger,
//   UIViewAutoresizing)` with `init(rawValue: UInt)` and the six `static var ... { get }` options below (values from
//   the UIViewAutoresizing header: 1 << 0 ... 1 << 5). Imported option sets are `Sendable`.
extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static var flexibleLeftMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 0) }
        public static var flexibleWidth: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 1) }
        public static var flexibleRightMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 2) }
        public static var flexibleTopMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 3) }
        public static var flexibleHeight: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 4) }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { AutoresizingMask(rawValue: 1 << 5) }
    }
}
