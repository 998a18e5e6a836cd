public import Foundation

/// Something that happened in a ``Container``, for the app's observers (``Container/observe(_:)``).
public enum ContainerEvent: Sendable, Equatable {
    /// The engine reported a navigation event: a load's provisional start, commit, finish or failure, progress,
    /// a title, the web process ending.
    case navigation(NavigationEvent)
    /// The page history changed after a commit.
    case historyChanged(canGoBack: Bool, canGoForward: Bool)
    /// The header changed.
    case headerChanged(Header)
    /// The page's content height changed (reported when ``PageOptions/sizesToContent`` is on).
    case contentHeightChanged(Double)
    /// The page painted nothing within ``PageOptions/blankPageTimeout`` after it loaded.
    case blankPageDetected(URL?)
    /// The page had painted something when ``PageOptions/blankPageTimeout`` passed after it loaded.
    case blankPageCheckPassed(URL?)
    /// The user tapped the header item with this id.
    case headerItemTapped(String)
    /// The user picked a segment of the header's segmented title.
    case headerSegmentSelected(HeaderSelection)
    /// The user picked an item of the header's menu title.
    case headerMenuItemSelected(HeaderSelection)
}

/// What the page's `nav.state()` answers and its `nav.state` event carries.
public struct PageState: Codable, Sendable, Equatable {
    public var url: String?
    public var title: String?
    public var canGoBack: Bool
    public var canGoForward: Bool
    public var isLoading: Bool
    public var progress: Double
    /// Whether a host has shown the page (``Container/isVisible``); a prerendered page is not visible until it
    /// is opened, and hears `nav.visible` then.
    public var isVisible: Bool
}
