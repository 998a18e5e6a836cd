// Source: https://developer.apple.com/documentation/uikit/uisceneconfiguration
//   Apple: `@MainActor class UISceneConfiguration` (an `NSObject`). Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uisceneconfiguration/):
//   .../init(name:sessionrole:) `init(name: String?, sessionRole: UISceneSession.Role)` ("After creating a
//                               scene-configuration object, supply values for the sceneClass, delegateClass ...")
//   .../name                    `var name: String? { get }`
//   .../role                    `var role: UISceneSession.Role { get }`
//   .../delegateclass           `var delegateClass: AnyClass? { get set }`
//   Not modelled: `sceneClass`, `storyboard`, `init(name:)` (iOS 27).
//
// Model: a record of what UIKit would make the scene from; nothing reads it but tests.
public import Foundation

@MainActor
open class UISceneConfiguration: NSObject {
    private let storedName: String?
    private let storedRole: UISceneSession.Role

    public init(name: String?, sessionRole: UISceneSession.Role) {
        storedName = name
        storedRole = sessionRole
        super.init()
    }

    open var name: String? { storedName }

    open var role: UISceneSession.Role { storedRole }

    open var delegateClass: AnyClass?
}
