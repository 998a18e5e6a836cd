/// What the container's own script (in its isolated world of the main frame) tells the container.
///
/// The page's content decides the height it measures, so the height is bounded like a page's argument.
enum ContainerScriptMessage: Decodable, Equatable, Bounded {
    /// The range of a content height the container takes, in CSS pixels: about a thousand screens, and exact in
    /// every integer and float type a host converts it to.
    static let contentHeights: ClosedRange<Double> = 0...1_048_576

    /// The document at `url` starts: it asks for its page switches, answered with ``PageSwitches``.
    case options(url: String?)
    /// The document's content is `height` CSS pixels tall now.
    case height(Double)

    private enum Kind: String, Decodable { case options, height }
    private enum CodingKeys: String, CodingKey { case kind, url, height }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .options:
            self = .options(url: try container.decodeIfPresent(String.self, forKey: .url))
        case .height:
            self = .height(try container.decode(Double.self, forKey: .height))
        }
    }

    func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        switch self {
        case .options(let url): try bounds.length(url, atMost: NavigationPlugin.maxURLBytes, at: "url")
        case .height(let height): try bounds.number(height, in: Self.contentHeights, at: "height")
        }
    }

    /// The switches the container script applies to a document.
    struct PageSwitches: Encodable, Equatable {
        var textSelection: Bool
        var longPressMenu: Bool
        var measuresHeight: Bool

        init(_ options: PageOptions) {
            textSelection = options.allowsTextSelection
            longPressMenu = options.allowsLongPressMenu
            measuresHeight = options.sizesToContent
        }
    }
}
