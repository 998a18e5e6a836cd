public import Foundation

/// What a container does with a URL its page navigates to or asks to open in a new window: load it in place, open
/// it in a new container, hand it to the system, or refuse it, and why.
///
/// The app decides per URL (``HybridApp/decideNavigation``, ``HybridApp/decideNewWindow``); the policy adds what no
/// app may decide otherwise. A new window's URL, in place or in a new container, is loaded only when its scheme is
/// one a container shows as a page: `http`, `https`, one of the app's ``HybridApp/schemes``, or a `blob:` URL of the
/// page's own origin. A `javascript:` URL would run in the container's document with its rights, and a `data:`,
/// `about:`, `file:` or other origin's `blob:` URL would show content of no origin, or another's, under the app's
/// header; which frame asked is unknown on WebKitGTK, so none of them loads, whichever did. A new container is
/// refused while the host's stack holds as many pages as the page budget allows.
@MainActor
public struct NavigationPolicy {
    /// What becomes of a URL.
    public enum Outcome: Sendable, Equatable {
        /// Load it in this container.
        case loadHere
        /// Open it in a new container page.
        case openContainer
        /// Hand it to the system.
        case openOutside
        /// Do nothing with it.
        case refuse(Refusal)
    }

    /// Why a URL was refused.
    public enum Refusal: Sendable, Equatable {
        /// The app's ``HybridApp/decideNavigation`` cancelled it, or its ``HybridApp/decideNewWindow`` refused it.
        case byApp
        /// A new window's URL whose scheme (lowercased) a container does not show as a page.
        case notAPage(scheme: String)
        /// A new window's `blob:` URL of another origin than the page's.
        case otherOriginsBlob
        /// The host's stack already holds `limit` pages.
        case pageStackFull(limit: Int)
    }

    private let app: HybridApp

    /// The policy of `app`'s containers.
    public init(app: HybridApp) {
        self.app = app
    }

    /// What to do with a navigation of the page or one of its frames.
    public func navigation(_ action: NavigationAction) -> Outcome {
        switch app.decideNavigation(action) {
        case .allow: .loadHere
        case .cancel: .refuse(.byApp)
        case .openOutside: .openOutside
        }
    }

    /// What to do with a page's request for a new window (`target=_blank`, `window.open`), from a container showing
    /// `pageURL` whose host holds `openPages` of at most `pageLimit` pages (`openPages` is `nil` without a host).
    public func newWindow(_ action: NavigationAction, showing pageURL: URL?, openPages: Int?,
                          pageLimit: Int) -> Outcome
    {
        switch app.decideNewWindow(action) {
        case .sameContainer:
            if let refusal = refusalAsPage(action.url, showing: pageURL) { return .refuse(refusal) }
            return navigation(action)
        case .newContainer:
            return openPage(action.url, showing: pageURL, openPages: openPages, pageLimit: pageLimit)
        case .openOutside:
            return .openOutside
        case .refuse:
            return .refuse(.byApp)
        }
    }

    /// What to do with a page's request to open `url` as a new container page (a new window's, or `nav.openWeb`):
    /// `.openContainer` or a refusal.
    public func openPage(_ url: URL, showing pageURL: URL?, openPages: Int?, pageLimit: Int) -> Outcome {
        if let refusal = refusalAsPage(url, showing: pageURL) ?? refusalOfNewPage(openPages: openPages,
                                                                                  pageLimit: pageLimit)
        {
            return .refuse(refusal)
        }
        return .openContainer
    }

    /// Why a new page of any kind may not open on a stack of `openPages` (`nil` without a host) of at most
    /// `pageLimit` pages, or `nil` when it may.
    public func refusalOfNewPage(openPages: Int?, pageLimit: Int) -> Refusal? {
        guard let openPages, openPages >= pageLimit else { return nil }
        return .pageStackFull(limit: pageLimit)
    }

    private func refusalAsPage(_ url: URL, showing pageURL: URL?) -> Refusal? {
        let scheme = url.scheme?.lowercased() ?? ""
        if scheme == "blob" {
            let content = URL(string: String(url.absoluteString.dropFirst("blob:".count)))
            guard let origin = content.flatMap(Self.origin(of:)), origin == pageURL.flatMap(Self.origin(of:)) else {
                return .otherOriginsBlob
            }
            return nil
        }
        let pageSchemes = Set(app.schemes.keys.map { $0.lowercased() }).union(["http", "https"])
        return pageSchemes.contains(scheme) ? nil : .notAPage(scheme: scheme)
    }

    /// `url`'s origin, compared without case; `nil` for a URL without one (an opaque origin equals no other).
    private static func origin(of url: URL) -> String? {
        let origin = url.webOrigin
        return origin == "null" ? nil : origin.lowercased()
    }
}
