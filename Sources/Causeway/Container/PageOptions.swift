/// How a container presents one page: its header, whether the user can select text or long-press, whether the
/// container sizes itself to the content, and when a page counts as blank.
///
/// An app sets defaults in ``HybridApp/pageOptions`` and adjusts them per URL with ``HybridApp/routes``.
public struct PageOptions: Sendable, Equatable {
    /// Where the header's title comes from.
    public enum Title: Sendable, Equatable {
        /// The document's `<title>`, kept current as it changes.
        case document
        /// Always this text.
        case fixed(String)
    }

    /// Where the header's title comes from.
    public var title: Title = .document
    /// What the header shows in the title's place: the title text, a segmented control, a menu or an app's own
    /// view.
    public var titleView: HeaderTitleView = .plain
    /// Whether the header is shown at all.
    public var showsHeader = true
    /// Whether the header has a back button (back in the page's history, else out of the container). The first
    /// page of a host's stack shows it only while it has history to go back in (``Container/isRoot``).
    public var showsBackButton = true
    /// Whether the header has a close button (out of the container).
    public var showsCloseButton = true
    /// Items on the header's right; taps reach the page as the event `header.itemTapped`.
    public var rightItems: [HeaderItem] = []
    /// Whether the header shows a progress bar while the page loads.
    public var showsProgress = true
    /// Whether the user can select the page's text.
    public var allowsTextSelection = true
    /// Whether a long press (or a secondary click) opens the engine's menu.
    public var allowsLongPressMenu = true
    /// Whether the container takes the height of the page's content (an article inside a native screen) instead
    /// of scrolling the page inside a fixed frame.
    public var sizesToContent = false
    /// How long after loading a page may stay blank (nothing painted) before the container treats it as a
    /// white screen and recovers; `nil` never checks.
    public var blankPageTimeout: Duration?

    /// The defaults: header with the document's title, back and close buttons, progress; selection, long-press
    /// menu, scrolling; no blank-page check.
    public init() {}
}

/// An item on the right of a container's header.
public struct HeaderItem: Codable, Sendable, Equatable {
    /// What the page receives in `header.itemTapped` when the item is tapped.
    public var id: String
    /// The text shown, when there is no icon.
    public var title: String?
    /// A named icon (a freedesktop icon name on Linux, an SF Symbol name on Apple platforms).
    public var icon: String?

    /// Describes an item; give it a `title`, an `icon` or both.
    public init(id: String, title: String? = nil, icon: String? = nil) {
        self.id = id
        self.title = title
        self.icon = icon
    }
}
