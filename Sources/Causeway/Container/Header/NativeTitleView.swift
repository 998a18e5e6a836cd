/// An app's own title view, by the name it is registered under, with its parameters:
/// `{native: "search", parameters: {placeholder: "Find"}}`.
public struct NativeTitleView: Codable, Sendable, Equatable {
    /// The name the view is registered under (``NativeTitleViews/register(_:_:)``).
    public var name: String
    /// What the view is made from; decoded as the type its registration names.
    public var parameters: JSONValue?

    /// The native title view `name`, made from `parameters`.
    public init(_ name: String, parameters: JSONValue? = nil) {
        self.name = name
        self.parameters = parameters
    }

    private enum CodingKeys: String, CodingKey {
        case name = "native"
        case parameters
    }
}

extension NativeTitleView {
    /// The error for a title view no host can show: none is registered under its name (or the host has none).
    var notFound: BridgeError {
        BridgeError(.invalidArguments, "No native title view named \(name)", path: [.key("titleView"), .key("native")])
    }
}
