public import Causeway
public import CausewayGTK
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
    /// The scheme folders are served from.
    public nonisolated static let scheme = "causeway"
    /// The host of the app's own pages.
    public nonisolated static let host = "app"
    /// The host of the other origin, serving the same folder.
    public nonisolated static let otherOriginHost = "elsewhere"
    /// The app's API server, whose cookies its pages reach with `cookies.*`'s `url`: pages from a custom scheme
    /// have no cookies of their own.
    public nonisolated static let apiSite = URL(string: "https://api.showcase.example/")!
    /// The cookie the app sets natively for ``apiSite`` before the first page loads; its value is the launch time.
    public nonisolated static let launchCookie = "showcase-launch"
    /// The session cookie for ``apiSite`` of the account signed in with `login.signIn`.
    public nonisolated static let sessionCookie = "showcase-session"

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
        StaticFilesEndpoint(sites: [host: site, otherOriginHost: site]).respond
    }

    /// The app starting on `entry`, with `pages` serving the `causeway` scheme (an installed package, for
    /// example).
    public init(entry: URL, pages: SchemeHandler?, width: Int32 = 1000, height: Int32 = 760) {
        self.entry = entry
        app = HybridApp(info: AppInfo(name: "Causeway", identifier: "dev.causeway.run", version: "0.1", build: "1"),
                        policy: .allowing([OriginPattern(originOf: entry)]))
        for makePlugin in ShowcasePlugins.factories { app.installInEveryContainer { _ in makePlugin() } }
        app.installInEveryContainer { _ in LegacyBridgePlugin.webViewJavascriptBridge }
        app.cookieSites = [OriginPattern(originOf: Self.apiSite)]
        app.account.readers = [OriginPattern(originOf: entry)]
        let account = app.account
        app.installInEveryContainer { _ in LoginPlugin(account: account, cookies: GTKCookieStore.defaultSession) }
        if let pages { app.schemes[Self.scheme] = pages }
        let window = GTKContainerWindow(app: app, width: width, height: height)
        self.window = window
        app.installInEveryContainer { [weak window] container in ScreenPlugin(window: window, container: container) }
        app.routes.add("*/article.html") { $0.sizesToContent = true }
        window.nativePages.register("about") { (parameters: AboutParameters) in
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
        let stamp = ISO8601DateFormatter().string(from: Date())
        try await GTKCookieStore.defaultSession.set(Cookie(name: Self.launchCookie, value: stamp, domain: Self.apiSite.host ?? ""))
        return window.open(entry)
    }

    /// `nav.openNative({name: "about", parameters: {opener}})`'s parameters.
    struct AboutParameters: Decodable, Sendable {
        /// The URL of the page that opened it.
        var opener: String
    }

    private static func aboutView(_ parameters: AboutParameters) -> UnsafeMutablePointer<GtkWidget> {
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
