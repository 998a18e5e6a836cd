/// A drop-down list in the header's title, showing its selected item: `{menu: ["Inbox", "Sent"], selected: 0}`.
public struct HeaderMenu: Codable, Sendable, Equatable {
    /// The items, in order.
    public var items: [String]
    /// The index of the selected item, which the title shows; 0 when the page leaves it out.
    public var selected: Int

    /// A drop-down list of `items` with `selected` selected.
    public init(_ items: [String], selected: Int = 0) {
        self.items = items
        self.selected = selected
    }

    private enum CodingKeys: String, CodingKey {
        case items = "menu"
        case selected
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        items = try container.decode([String].self, forKey: .items)
        selected = try container.decodeIfPresent(Int.self, forKey: .selected) ?? 0
    }
}
