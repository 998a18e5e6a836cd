// Source: https://developer.apple.com/documentation/uikit/uiscenesession
//   Apple: `@MainActor class UISceneSession : NSObject`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uiscenesession/):
//   .../role-swift.property             `var role: UISceneSession.Role { get }`
//   .../role-swift.struct               `struct Role` (Hashable, RawRepresentable over `String`, Sendable;
//                                       `init(rawValue: String)`)
//   .../role-swift.struct/windowapplication `static let windowApplication: UISceneSession.Role` ("A scene that
//                                       displays interactive windows on the device's built-in display or an externally
//                                       connected display.")
//   Not modelled: the configuration, persistent identifier, user info and the other roles.
//
// Model: UIKit makes sessions; tests make one with the model-only `init(role:)`. The role's raw value is the name of
// the Objective-C constant it imports (`UIWindowSceneSessionRoleApplication`).
public import Foundation

@MainActor
open class UISceneSession: NSObject {
    private let storedRole: Role

    // Model only: UIKit makes a session for each scene it connects.
    init(role: Role = .windowApplication) {
        storedRole = role
        super.init()
    }

    open var role: Role { storedRole }

    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}
