// Source: https://developer.apple.com/documentation/webkit/wknavigationtype
//   Apple: `enum WKNavigationType : Int, @unchecked Sendable` imported from `NS_ENUM(NSInteger, ...)`:
//   `linkActivated` = 0, `formSubmitted` = 1, `backForward` = 2, `reload` = 3, `formResubmitted` = 4, `other` = -1
//   (values from the WKNavigationAction header).
//   Not reproducible here: Apple's imported enum is non-frozen; the model's is an ordinary Swift enum.
public enum WKNavigationType: Int, Sendable {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
}
