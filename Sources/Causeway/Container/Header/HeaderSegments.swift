/// A segmented control in the header's title: `{segments: ["Hot", "New"], selected: 0}`.
public struct HeaderSegments: Codable, Sendable, Equatable {
    /// The segments' labels, in order.
    public var segments: [String]
    /// The index of the selected segment; 0 when the page leaves it out.
    public var selected: Int

    /// A segmented control showing `segments` with `selected` selected.
    public init(_ segments: [String], selected: Int = 0) {
        self.segments = segments
        self.selected = selected
    }

    private enum CodingKeys: String, CodingKey {
        case segments, selected
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        segments = try container.decode([String].self, forKey: .segments)
        selected = try container.decodeIfPresent(Int.self, forKey: .selected) ?? 0
    }
}
