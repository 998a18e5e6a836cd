#if canImport(UIKit)
import Causeway
import Foundation
import UIKit

extension CSSColor {
    /// The colour as UIKit draws it.
    var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
#endif
