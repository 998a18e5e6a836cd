/// What the page receives when the user picks a segment or a menu item of the header's title:
/// `header.segmentSelected` or `header.menuItemSelected` with `{index, title}`.
public struct HeaderSelection: Codable, Sendable, Equatable {
    /// The index of the item picked.
    public var index: Int
    /// Its label.
    public var title: String

    /// The pick of item `index`, labelled `title`.
    public init(index: Int, title: String) {
        self.index = index
        self.title = title
    }
}
