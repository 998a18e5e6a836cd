// Source: https://developer.apple.com/documentation/webkit/wkcontentworld
//   Apple: `@MainActor class WKContentWorld : NSObject` (iOS 14+); `init()` is unavailable. Members, as listed for
//   the SDK at https://onestack.dev/ios-reference/WebKit/WKContentWorld and on Apple's member pages:
//   https://developer.apple.com/documentation/webkit/wkcontentworld/page           `class var page: WKContentWorld { get }`
//   https://developer.apple.com/documentation/webkit/wkcontentworld/defaultclient  `class var defaultClient: WKContentWorld { get }`
//   https://developer.apple.com/documentation/webkit/wkcontentworld/world(name:)   `class func world(name: String) -> WKContentWorld`
//   https://developer.apple.com/documentation/webkit/wkcontentworld/name           `var name: String? { get }`
//   (`init(configuration:)` is iOS 27 and not modelled.)
// Behaviour: as on Apple, asking twice for a world with the same name gives the same instance, so worlds compare
// equal (`==` and `===`) exactly when they are the same world. `page` and `defaultClient` have no name.
public import Foundation

@MainActor
open class WKContentWorld: NSObject {
    private let storedName: String?

    private init(modelName: String?) {
        storedName = modelName
        super.init()
    }

    private static let pageWorld = WKContentWorld(modelName: nil)
    private static let defaultClientWorld = WKContentWorld(modelName: nil)
    private static var namedWorlds: [String: WKContentWorld] = [:]

    public class var page: WKContentWorld { pageWorld }

    public class var defaultClient: WKContentWorld { defaultClientWorld }

    public class func world(name: String) -> WKContentWorld {
        if let world = namedWorlds[name] { return world }
        let world = WKContentWorld(modelName: name)
        namedWorlds[name] = world
        return world
    }

    open var name: String? { storedName }

    // Model only: a readable name for messages and test output.
    var modelDescription: String {
        if self === WKContentWorld.pageWorld { return "page" }
        if self === WKContentWorld.defaultClientWorld { return "defaultClient" }
        return "world(name: \(storedName ?? ""))"
    }
}
