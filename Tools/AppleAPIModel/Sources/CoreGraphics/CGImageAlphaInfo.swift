// Source: https://developer.apple.com/documentation/coregraphics/cgimagealphainfo
//   Apple: `enum CGImageAlphaInfo : UInt32, @unchecked Sendable` imported from `CF_ENUM(uint32_t, ...)`, values from
//   the CGImage header: none = 0, premultipliedLast = 1, premultipliedFirst = 2, last = 3, first = 4,
//   noneSkipLast = 5, noneSkipFirst = 6, alphaOnly = 7.
//   Not reproducible here: Apple's imported enum is non-frozen; the model's is an ordinary Swift enum.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}
