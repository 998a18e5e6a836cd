// The iOS code the docs show, compiled against the Apple API model (never run). scripts/snippets checks that each
// block in the docs is the region of the same name here.

// UIKit brings Foundation on iOS; the model's does not.
import Foundation
// snippet: ios-package-imports
import CausewayPackagePages
import CausewayPackages
import Version   // mxcl/Version, which the package already resolves; add its `Version` product to your target
// snippet: end

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

// Getting Started's app shared between pages, with the plugin and the native page it names.
enum SharedApp {
    @MainActor
    static func makePage() -> CausewayViewController {
        // snippet: share-one-app
        let app = HybridApp(info: AppInfo(bundle: .main),
                            policy: CapabilityPolicy(rules: [.allow(["causeway://app"])]))
        app.schemes["causeway"] = StaticFilesEndpoint(sites: ["app": Bundle.main.url(forResource: "site", withExtension: nil)!]).respond
        app.installInEveryContainer { _ in ArticlesPlugin() }
        app.decideNavigation = { $0.url.scheme == "mailto" ? .openOutside : .allow }

        let nativePages = NativePageRoutes<UIViewController>()
        nativePages.register("settings") { (_: Empty) in SettingsViewController() }
        let titleViews = NativeTitleViews<UIView>()
        titleViews.register("logo") { (_: Empty, _: Container) in UIImageView(image: UIImage(named: "logo")) }

        let page = CausewayViewController(app: app, url: URL(string: "causeway://app/")!,
                                          nativePages: nativePages, titleViews: titleViews)
        // snippet: end
        return page
    }

    final class ArticlesPlugin: Plugin {
        let namespace = "articles"

        func register(_ methods: PluginMethods) {
            methods.handle("count") { (_: Empty) in 0 }
        }
    }

    final class SettingsViewController: UIViewController {}
}

// "A Page in Your Own Layout": a web view that is one part of a screen.
enum OwnLayout {
    @MainActor
    static func showPage(in stackView: UIStackView) -> Bridge {
        // snippet: own-layout
        let engine = WKWebViewEngine()
        let bridge = Bridge(engine: engine, policy: .allowing(["https://app.example"]))
        bridge.handle("math.add") { (args: [Int]) in args.reduce(0, +) }
        stackView.addArrangedSubview(engine.webView)
        engine.load(URL(string: "https://app.example/")!)
        // snippet: end
        return bridge
    }
}

// Getting Started's offline packages, and the table row of "A Page in Your Own Layout".
enum MoreIOSSnippets {
    @MainActor
    static func showOfflinePackages(app: HybridApp, publisherKeyText: String) throws -> CausewayViewController {
        // snippet: ios-packages
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        let store = try PackageStore(root: support.appendingPathComponent("packages"),
                                     trustedKeys: [try PackageVerifyingKey(text: publisherKeyText)],
                                     nativeVersion: Version(1, 0, 0))
        app.schemes["causeway"] = PackageEndpoint(store: store).respond
        let page = CausewayViewController(app: app, url: URL(string: "causeway://shop/")!)
        // snippet: end
        return page
    }

    /// The row, which the screen keeps.
    @MainActor
    static func showArticle(app: HybridApp, articleURL: URL, tableView: UITableView, screenHost: any ContainerHost)
        -> CausewayArticleRow
    {
        // snippet: ios-article-row
        app.routes.add("causeway://app/article/*") { $0.sizesToContent = true }
        let article = CausewayArticleRow(app: app, url: articleURL, tableView: tableView, parent: screenHost)
        // The data source returns article.cell for the article's row, the delegate article.height for its height.
        // snippet: end
        return article
    }
}
