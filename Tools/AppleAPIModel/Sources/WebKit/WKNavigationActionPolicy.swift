// Source: https://developer.apple.com/documentation/webkit/wknavigationactionpolicy
//   Apple: `enum WKNavigationActionPolicy : Int, @unchecked Sendable` imported from `NS_ENUM(NSInteger, ...)`:
//   `cancel` = 0, `allow` = 1, `download` = 2 (iOS 14.5+) — values from the WKNavigationDelegate header.
//   Not reproducible here: Apple's imported enum is non-frozen; the model's is an ordinary Swift enum.
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}
