public import Causeway
public import CausewayGTK
import CausewayShowcasePlugins
import CWebKitGTK
public import Foundation

/// The app `causeway run` opens pages in: a container window whose containers carry the showcase's plugins and
/// WebViewJavascriptBridge's page API, a native "about" page, a native "article" screen (`article.html` between
/// native rows), a cookie for its API site set at launch, and an account that pages of the entry page's origin may
/// read, signed in and out by `login.*`.
///
/// A folder is served as `causeway://app/`, and a second time as `causeway://elsewhere/`: a frame from there is
/// another origin, which the policy does not trust. An installed package is served the same way, under its id and
/// `elsewhere`.
@MainActor
public final class ShowcaseApp {
    /// The host of the app's own pages, when a folder is served; the scheme and the other origin's host are
    /// `ShowcaseSite`'s.
    public nonisolated static let host = "app"

    /// The app: its policy lets the main frame of the entry page's origin call every method.
    public let app: HybridApp
    /// The window the pages open in.
    public let window: GTKContainerWindow
    /// The page the app starts on.
    public let entry: URL
    /// The article screen on the window, while there is one (``openArticle()``, or `nav.openNative` "article").
    public internal(set) weak var article: GTKArticleList?

    /// The app starting on `entry`; with `site`, the folder served as `causeway://app/` and
    /// `causeway://elsewhere/`.
    public convenience init(entry: URL, site: URL?, width: Int32 = 1000, height: Int32 = 760) {
        self.init(entry: entry, pages: site.map(Self.pages(servingFolder:)), width: width, height: height)
    }

    /// Serves `site` as `causeway://app/` and, as another origin, `causeway://elsewhere/`.
    public nonisolated static func pages(servingFolder site: URL) -> SchemeHandler {
        StaticFilesEndpoint(sites: [host: site, ShowcaseSite.otherOriginHost: site]).respond
    }

    /// The app starting on `entry`, with `pages` serving the `causeway` scheme (an installed package, for
    /// example).
    public init(entry: URL, pages: SchemeHandler?, width: Int32 = 1000, height: Int32 = 760) {
        self.entry = entry
        app = HybridApp(info: AppInfo(name: "Causeway", identifier: "dev.causeway.run", version: "0.1", build: "1"),
                        policy: .allowing([OriginPattern(originOf: entry)]))
        ShowcasePlugins.install(in: app, entry: entry, cookies: GTKCookieStore.defaultSession)
        if let pages { app.schemes[ShowcaseSite.scheme] = pages }
        let window = GTKContainerWindow(app: app, width: width, height: height)
        self.window = window
        app.installInEveryContainer { [weak window] container in GTKScreenPlugin(window: window, container: container) }
        app.routes.add("*/article.html") { $0.sizesToContent = true }
        window.nativePages.register("about") { (parameters: AboutPageParameters) in
            GTKNativePage(title: "About", widget: Self.aboutView(parameters))
        }
        app.installInEveryContainer { [weak self] _ in ArticlePlugin { self?.article } }
        window.nativePages.register("article") { [weak self] (_: Empty) in
            guard let self else { throw BridgeError.handlerFailed("The app is gone") }
            return makeArticle().nativePage(title: "Article")
        }
    }

    /// Sets the launch cookie, then opens the entry page.
    public func start() async throws -> Container {
        try await ShowcasePlugins.setLaunchCookie(in: GTKCookieStore.defaultSession)
        return window.open(entry)
    }

    private static func aboutView(_ parameters: AboutPageParameters) -> UnsafeMutablePointer<GtkWidget> {
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        for margin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
                       gtk_widget_set_margin_end] { margin(column, 24) }
        for text in ["A native GTK page, opened by name from", parameters.opener, "The header's back button returns."] {
            let label = gtk_label_new(text)!
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_box_append(UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self), label)
        }
        return column
    }
}
