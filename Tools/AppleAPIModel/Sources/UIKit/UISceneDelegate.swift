// Source: https://developer.apple.com/documentation/uikit/uiscenedelegate
//   Apple: `@MainActor protocol UISceneDelegate : NSObjectProtocol`. Member modelled:
//   https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
//       `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions:
//        UIScene.ConnectionOptions)` ("This method is called when your app creates or restores an instance of your
//        user interface.")
//   Not modelled: disconnection, activation, URL and user-activity methods.
// Source: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
//   Apple: `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`. Member modelled:
//   https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
//       `optional var window: UIWindow? { get set }` ("The main window associated with the scene.")
//   Not modelled: coordinate-space, shortcut and CloudKit methods.
//
// Model: the optional members are requirements with defaults in extensions (see UIApplicationDelegate.swift); a
// delegate's own `var window: UIWindow?` satisfies the requirement, as it does on Apple. No scene calls a delegate
// here: tests call `scene(_:willConnectTo:options:)` as UIKit would.
public import Foundation

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
