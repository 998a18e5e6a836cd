import Causeway
import CausewayWebKit
import Foundation
import UIKit
import __APP__Plugins

/// Shows the app's pages, bundled from `web/`, in a `CausewayViewController` on a navigation controller.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene,
              let web = Bundle.main.url(forResource: "web", withExtension: nil)
        else { return }
        let page = CausewayViewController(app: __APP__App.make(serving: web), url: __APP__App.entry)
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: page)
        window.makeKeyAndVisible()
        self.window = window
    }
}
