public import Foundation

/// The native user interface around a ``Container``: it draws the header and progress, shows dialogs and the
/// share sheet, and opens and closes pages. `GTKContainerWindow` is the one for Linux and
/// `CausewayViewController` the one for UIKit; an app can write its own.
@MainActor
public protocol ContainerHost: AnyObject {
    /// The header changed; draw it.
    func container(_ container: Container, didUpdate header: Header)

    /// The load progressed (from 0 to 1); `isLoading` is `false` once it finished or failed.
    func container(_ container: Container, didUpdateProgress progress: Double, isLoading: Bool)

    /// The page's content is now `height` points tall; a host sizing to content takes that height.
    func container(_ container: Container, didChangeContentHeight height: Double)

    /// Show the page's dialog with native widgets and return the user's answer.
    func container(_ container: Container, present dialog: ScriptDialog) async -> ScriptDialog.Answer

    /// Offer `item` to the platform's share sheet; return whether the user shared it.
    func container(_ container: Container, share item: ShareItem) async -> Bool

    /// Open `url` in a new container page, above this one.
    func container(_ container: Container, openWeb url: URL)

    /// Load `urls` off screen, as pages the user is likely to open next from `container`'s page, so that opening
    /// one of them shows it loaded; return the URLs it prerenders. A host keeps them in a ``Prerenderer``, which
    /// refuses other origins' pages and URLs the app would not navigate to. Hosts that do not prerender keep the
    /// default, which prerenders nothing.
    func container(_ container: Container, prerender urls: [URL]) -> [URL]

    /// Open the native page `name`; throw ``BridgeError`` when no such page is registered or the parameters do
    /// not fit it.
    func container(_ container: Container, openNative name: String, parameters: JSONValue) throws(BridgeError)

    /// Hand `url` to the system (a browser, a mail client, another app).
    func container(_ container: Container, openOutside url: URL)

    /// Check that the header can show the app's own title view `titleView`: throw ``BridgeError``
    /// (`invalidArguments`) when no such view is registered or its parameters do not fit it. By default a host has
    /// none.
    func container(_ container: Container, check titleView: NativeTitleView) throws(BridgeError)

    /// Close this container's page.
    func containerDidRequestClose(_ container: Container)

    /// How many pages the host holds in its stack now, web and native; a page may not open more once it holds
    /// ``PageBudget/stackedPages``.
    var pageCount: Int { get }
}

extension ContainerHost {
    /// Prerenders nothing: a host without a ``Prerenderer`` loads every page when it opens.
    public func container(_ container: Container, prerender urls: [URL]) -> [URL] { [] }

    /// A host without native title views refuses every one.
    public func container(_ container: Container, check titleView: NativeTitleView) throws(BridgeError) {
        throw titleView.notFound
    }
}

/// What a page offers to share.
public struct ShareItem: Codable, Sendable, Equatable {
    public var title: String?
    public var text: String?
    public var url: String?

    /// Something to share; give at least one field.
    public init(title: String? = nil, text: String? = nil, url: String? = nil) {
        self.title = title
        self.text = text
        self.url = url
    }
}

extension ShareItem: Bounded {
    /// The longest title or text to share, in bytes of UTF-8.
    public static let maxTextBytes = 65_536

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(title, atMost: HeaderConfiguration.maxTitleBytes, at: "title")
        try bounds.length(text, atMost: Self.maxTextBytes, at: "text")
        try bounds.length(url, atMost: NavigationPlugin.maxURLBytes, at: "url")
    }
}
