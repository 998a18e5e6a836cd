// Source: https://developer.apple.com/documentation/uikit/uiactivity
//   Apple: `@MainActor class UIActivity : NSObject`, the base class of app-provided share-sheet services; it appears
//   here only as the element type of `UIActivityViewController`'s `applicationActivities`. Not modelled: all members
//   except the nested type below.
// Source: https://developer.apple.com/documentation/uikit/uiactivity/activitytype
//   `struct ActivityType : Hashable, Equatable, RawRepresentable` over `String` (imported typed string), with
//   `init(rawValue: String)` and `init(_ rawValue: String)`. The built-in type constants are not modelled.
public import Foundation

@MainActor
open class UIActivity: NSObject {
    public override init() {
        super.init()
    }

    public struct ActivityType: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}
