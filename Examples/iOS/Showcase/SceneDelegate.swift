import Foundation
import Logging
import UIKit

/// Shows the showcase in the scene's window: a navigation controller that says the showcase is opening, then
/// ``ShowcaseLaunch`` puts the entry page on it.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var launch: ShowcaseLaunch?
    private let log = Logger(label: "dev.causeway.showcase")

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController(rootViewController: MessageViewController(text: "Opening the showcase…"))
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        do {
            let launch = try ShowcaseLaunch(bundle: .main, defaults: .standard, storeFolder: Self.storeFolder())
            self.launch = launch
            Task { await launch.open(in: navigation) }
        } catch {
            log.error("The showcase cannot start: \(error)")
            navigation.viewControllers = [MessageViewController(text: "The showcase cannot start: \(error)")]
        }
    }

    /// The package store's folder, in the app's Application Support.
    private static func storeFolder() throws -> URL {
        try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
            .appendingPathComponent("CausewayPackages", isDirectory: true)
    }
}
