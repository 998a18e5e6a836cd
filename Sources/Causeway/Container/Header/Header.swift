/// What a container's header shows now: the page options, the page's and the app's changes, and the document's
/// title, combined. Hosts draw it; ``Container/header`` is always current.
public struct Header: Codable, Sendable, Equatable {
    /// The title text.
    public var title: String
    /// What is shown in the title's place: the title text, or a segmented control, a menu or an app's own view.
    public var titleView: HeaderTitleView
    /// Whether the header is shown.
    public var isVisible: Bool
    /// Whether the back button is shown.
    public var showsBackButton: Bool
    /// Whether the close button is shown.
    public var showsCloseButton: Bool
    /// The items on the right.
    public var rightItems: [HeaderItem]
    /// Whether a progress bar shows the load's progress.
    public var showsProgress: Bool

    /// Describes a header.
    public init(title: String, titleView: HeaderTitleView = .plain, isVisible: Bool = true,
                showsBackButton: Bool = true, showsCloseButton: Bool = true, rightItems: [HeaderItem] = [],
                showsProgress: Bool = true)
    {
        self.title = title
        self.titleView = titleView
        self.isVisible = isVisible
        self.showsBackButton = showsBackButton
        self.showsCloseButton = showsCloseButton
        self.rightItems = rightItems
        self.showsProgress = showsProgress
    }
}

/// Changes to a container's header, from the page (`header.configure`) or from native code
/// (``Container/configureHeader(_:)``). Absent fields leave the header as it is.
public struct HeaderConfiguration: Codable, Sendable, Equatable {
    /// A fixed title.
    public var title: String?
    /// `true` makes the title follow the document's title again.
    public var followsDocumentTitle: Bool?
    /// What to show in the title's place; `.plain` goes back to the title text.
    public var titleView: HeaderTitleView?
    /// Shows or hides the header.
    public var visible: Bool?
    /// Shows or hides the back button.
    public var backButton: Bool?
    /// Shows or hides the close button.
    public var closeButton: Bool?
    /// Replaces the items on the right.
    public var rightItems: [HeaderItem]?

    /// A configuration; absent fields change nothing.
    public init(title: String? = nil, followsDocumentTitle: Bool? = nil, titleView: HeaderTitleView? = nil,
                visible: Bool? = nil, backButton: Bool? = nil, closeButton: Bool? = nil,
                rightItems: [HeaderItem]? = nil)
    {
        self.title = title
        self.followsDocumentTitle = followsDocumentTitle
        self.titleView = titleView
        self.visible = visible
        self.backButton = backButton
        self.closeButton = closeButton
        self.rightItems = rightItems
    }

    /// Applies the fields that are present to `options`.
    func apply(to options: inout PageOptions) {
        if let title { options.title = .fixed(title) }
        if followsDocumentTitle == true { options.title = .document }
        if let titleView { options.titleView = titleView }
        if let visible { options.showsHeader = visible }
        if let backButton { options.showsBackButton = backButton }
        if let closeButton { options.showsCloseButton = closeButton }
        if let rightItems { options.rightItems = rightItems }
    }
}
