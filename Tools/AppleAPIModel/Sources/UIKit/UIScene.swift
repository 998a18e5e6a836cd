// Source: https://developer.apple.com/documentation/uikit/uiscene
//   Apple: `@MainActor class UIScene : UIResponder`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uiscene/):
//   .../init(session:connectionoptions:) `init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions)`
//                                        ("Subclasses call this method to initialize the scene details.")
//   .../session                          `var session: UISceneSession { get }`
//   .../connectionoptions                `@MainActor class ConnectionOptions` (an `NSObject`; UIKit makes it)
//   Not modelled: the delegate, activation state, title, URL opening; every member of `ConnectionOptions`.
// Source: https://developer.apple.com/documentation/uikit/uiwindowscene
//   Apple: `@MainActor class UIWindowScene : UIScene`. Nothing of its own is modelled (screen, windows, geometry).
//
// Model: a scene is its session. UIKit makes scenes and their connection options; tests make them with
// `init(session:connectionOptions:)` and the model-only `ConnectionOptions()`.
public import Foundation

@MainActor
open class UIScene: UIResponder {
    private let storedSession: UISceneSession

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        storedSession = session
        super.init()
    }

    open var session: UISceneSession { storedSession }

    @MainActor
    open class ConnectionOptions: NSObject {
        // Model only: UIKit makes the options it passes when a scene connects.
        override init() {
            super.init()
        }
    }
}

@MainActor
open class UIWindowScene: UIScene {}
