// Source: https://developer.apple.com/documentation/uikit/nstextalignment
//   Apple (iOS, in UIKit): `enum NSTextAlignment : Int`: `left` = 0, `center` = 1, `right` = 2, `justified` = 3,
//   `natural` = 4 (values from UIKit's NSText header; on macOS `center` and `right` are swapped).
import Foundation

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
