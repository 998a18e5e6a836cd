// The iOS code the docs show, compiled against the Apple API model (never run). scripts/snippets checks that each
// block in the docs is the region of the same name here.

// UIKit brings Foundation on iOS; the model's does not.
import Foundation

// snippet: ios-quick-start
import Causeway
import CausewayWebKit
import UIKit

@MainActor
func showPages(in window: UIWindow) {
    let page = CausewayViewController(url: URL(string: "https://app.example/")!)
    page.bridge.handle("math.add") { (args: Operands) in args.a + args.b }
    window.rootViewController = UINavigationController(rootViewController: page)
    window.makeKeyAndVisible()
}

struct Operands: Codable, Sendable { var a: Int; var b: Int }
// snippet: end

// Getting Started (Sources/CausewayWebKit/CausewayWebKit.docc/GettingStarted.md) uses `Operands` as above.
enum GettingStarted {
    // snippet: scene-delegate
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                   options connectionOptions: UIScene.ConnectionOptions) {
            guard let scene = scene as? UIWindowScene else { return }
            let page = CausewayViewController(url: URL(string: "https://app.example/")!)
            page.bridge.handle("math.add") { (args: Operands) in args.a + args.b }
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UINavigationController(rootViewController: page)
            window.makeKeyAndVisible()
            self.window = window
        }
    }
    // snippet: end
}
