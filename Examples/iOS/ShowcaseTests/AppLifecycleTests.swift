import Causeway
import CausewayPackagePages
import CausewayWebKit
import Foundation
@testable import ShowcaseIOS
import Testing
@testable import UIKit
import Version

/// The app as UIKit drives it: the app delegate's scene configuration, the scene delegate's window, the settings,
/// and a launch that puts the entry page on the navigation controller.
@MainActor
@Suite struct AppLifecycleTests {
    @Test func theAppDelegateGivesEveryWindowSceneTheSceneDelegate() {
        let session = UISceneSession(role: .windowApplication)
        let configuration = AppDelegate().application(.shared, configurationForConnecting: session,
                                                      options: UIScene.ConnectionOptions())
        #expect(configuration.delegateClass == SceneDelegate.self)
        #expect(configuration.role == .windowApplication)
    }

    @Test func theSceneDelegateShowsAKeyWindowWithANavigationController() throws {
        let session = UISceneSession()
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.windowScene === scene)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        // The test runner's bundle ships no package: the scene says so instead of showing a blank window.
        let message = try #require(navigation.topViewController as? MessageViewController)
        #expect(message.text.contains("showcase.zip"))
    }

    @Test func settingsComeFromTheInfoPlistAndTheDefaultsOverrideTheServer() throws {
        let defaults = try #require(UserDefaults(suiteName: "causeway-showcase-ios-\(UUID().uuidString)"))
        let info: [String: Any] = ["CausewayUpdateServer": "http://mac.local:8080", "CausewayUpdateChannel": "beta",
                                   "CFBundleShortVersionString": "1.2.0"]
        let first = ShowcaseSettings(info: info, defaults: defaults)
        #expect(first.updateServer == URL(string: "http://mac.local:8080"))
        #expect(first.channel == "beta" && first.nativeVersion.description == "1.2.0")
        #expect(!first.device.isEmpty)
        defaults.set("http://192.168.1.20:8080", forKey: ShowcaseSettings.updateServerKey)
        let second = ShowcaseSettings(info: info, defaults: defaults)
        #expect(second.updateServer == URL(string: "http://192.168.1.20:8080"))
        #expect(second.device == first.device, "the device id is made once")
        defaults.set("", forKey: ShowcaseSettings.updateServerKey)
        #expect(ShowcaseSettings(info: info, defaults: defaults).updateServer == nil, "an empty setting turns updates off")
    }

    @Test func aLaunchInstallsThePackageAndOpensItsEntryPageOnTheNavigationController() async throws {
        let fixture = try ShowcaseFixture()
        let packages = try ShowcasePackages(bundled: ShowcaseFixture.committed, settings: fixture.settings(),
                                            storeFolder: fixture.url("store"), session: StubUpdateServer.session())
        let launch = ShowcaseLaunch(packages: packages, bundle: .main)
        let navigation = UINavigationController(rootViewController: MessageViewController(text: "Opening…"))
        await launch.open(in: navigation)

        #expect(launch.update == .notConfigured)
        #expect(launch.trial?.isDeciding == false, "the bundled version is not on trial")
        let page = try #require(navigation.viewControllers.only as? CausewayViewController)
        #expect(page.initialURL == URL(string: "causeway://showcase/"))
        let app = page.container.app
        let served = try #require(app.schemes["causeway"])
        let entry = await served(SchemeRequest(url: URL(string: "causeway://showcase/")!))
        #expect(entry.status == 200)
        #expect(app.cookieSites == [OriginPattern(originOf: URL(string: "https://api.showcase.example/")!)])
        #expect(Set(page.engine.components.registry.types).isSuperset(of: ["video", "input"]), "the components page's types")
        let about = try page.nativePages.page(named: "about", parameters: ["opener": "causeway://showcase/"])
        #expect((about as? AboutViewController)?.opener == "causeway://showcase/")
    }
}

extension Array {
    /// The one element, if there is exactly one.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
