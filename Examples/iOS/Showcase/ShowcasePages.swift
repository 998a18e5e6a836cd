import Causeway
import CausewayPackagePages
import CausewayShowcasePlugins
import CausewayWebKit
import Foundation
import Logging
import UIKit

/// The showcase's pages on iOS: one app whose containers carry the showcase's plugins and the screen plugin its check
/// asks (with the built-in UIKit components every engine has: the components page's video and text field), serve the
/// installed package on the `causeway` scheme and open the native "about" page; each page is a `CausewayViewController`, and the pages they
/// open share its website data.
@MainActor
final class ShowcasePages {
    /// The app every page belongs to.
    let app: HybridApp
    /// The first page.
    let entry: URL
    private let engine = WKWebViewEngine()
    private let nativePages = NativePageRoutes<UIViewController>()
    private let log = Logger(label: "dev.causeway.showcase")

    /// Pages of the app described by `bundle`, served by `packages`.
    init(packages: ShowcasePackages, bundle: Bundle) {
        entry = packages.entry
        app = HybridApp(info: AppInfo(bundle: bundle), policy: .allowing([OriginPattern(originOf: packages.entry)]))
        ShowcasePlugins.install(in: app, entry: entry, cookies: engine.cookieStore)
        app.installInEveryContainer { container in UIKitScreenPlugin(container: container) }
        app.schemes[ShowcaseSite.scheme] = packages.pages.respond
        nativePages.register("about") { (parameters: AboutPageParameters) in AboutViewController(opener: parameters.opener) }
    }

    /// Sets the launch cookie the cookie demo reads, then makes the entry page's controller; it loads when its view
    /// does.
    func makeEntryPage() async -> CausewayViewController {
        do {
            try await ShowcasePlugins.setLaunchCookie(in: engine.cookieStore)
        } catch {
            // The cookie demo then says the cookie is missing; every other demo works.
            log.warning("the launch cookie was not set: \(error)")
        }
        return CausewayViewController(app: app, url: entry, nativePages: nativePages, engine: engine)
    }
}
