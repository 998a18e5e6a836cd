// Source: https://developer.apple.com/documentation/webkit/wknavigation
//   Apple: `@MainActor class WKNavigation : NSObject`, an opaque token; `init()` is inherited from NSObject and public
//   (SDK 27.1 listing, https://onestack.dev/ios-reference/WebKit/WKNavigation). Its only member,
//   `effectiveContentMode` (iOS 13+), is not modelled.
public import Foundation

@MainActor
open class WKNavigation: NSObject {
    // Model only: the request or HTML load this navigation stands for, when the model's web view made it.
    var modelRequest: URLRequest?

    public override init() {
        super.init()
    }

    // Model only.
    convenience init(modelRequest: URLRequest?) {
        self.init()
        self.modelRequest = modelRequest
    }
}
