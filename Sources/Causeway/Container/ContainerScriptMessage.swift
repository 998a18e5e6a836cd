/// What the container's own script (in its isolated world of the main frame) tells the container.
enum ContainerScriptMessage: Decodable, Equatable {
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
            let height = try container.decode(Double.self, forKey: .height)
            guard height.isFinite, height >= 0 else {
                throw DecodingError.dataCorruptedError(forKey: .height, in: container,
                                                       debugDescription: "A height is a finite number not below 0")
            }
            self = .height(height)
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
