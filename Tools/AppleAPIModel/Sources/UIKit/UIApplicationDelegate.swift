// Source: https://developer.apple.com/documentation/uikit/uiapplicationdelegate
//   Apple: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol`. Members modelled (".../" is
//   https://developer.apple.com/documentation/uikit/uiapplicationdelegate/):
//   .../application(_:configurationforconnecting:options:)
//       `optional func application(_ application: UIApplication, configurationForConnecting connectingSceneSession:
//        UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration`
//   .../main()  `@MainActor @preconcurrency static func main()` ("UIApplicationDelegate provides an implementation of
//               the main() method so that it can serve as the main entry point for a UIKit app. ... You can have
//               exactly one entry point in your app, which you mark with the `@main` attribute.")
//   Not modelled: the launch, state, URL, notification and restoration methods, and `window`.
//
// Model: Swift has optional requirements only for Objective-C protocols, which Linux lacks, so the optional method is
// a requirement with a default in an extension: the configuration UIKit would read from an Info.plist that names no
// delegate class (the session's role, no name, no delegate). `main()` returns at once: there is no event loop, and
// the model makes no app object or delegate (UIKit makes the delegate from the class marked `@main`); tests make the
// delegate themselves and call its methods as UIKit would.
public import Foundation

@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration
    {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    @MainActor @preconcurrency
    public static func main() {}
}
