/// An app's own header title views, by name, each made from typed parameters for the container whose header
/// shows it; a page picks one with `header.configure({titleView: {native: NAME, parameters}})`, native code with
/// ``Container/configureHeader(_:)``.
///
/// `View` is what the platform's header shows: a `GTKTitleView` on Linux, a `UIView` on UIKit. A view that talks to
/// the page does it through the container it is made for.
///
/// ```swift
/// titleViews.register("search") { (parameters: SearchParameters, container: Container) in
///     SearchField(placeholder: parameters.placeholder) { text in try? container.bridge.emit("search.changed", text) }
/// }
/// ```
@MainActor
public final class NativeTitleViews<View> {
    /// A registered view: how its parameters are checked, and how it is made.
    private struct Entry {
        var check: @MainActor (JSONValue) throws(BridgeError) -> Void
        var make: @MainActor (JSONValue, Container) throws(BridgeError) -> View
    }

    private var entries: [String: Entry] = [:]

    /// An empty table.
    public init() {}

    /// Registers the title view `name`, made by `make` from the page's parameters for the container whose header
    /// shows it.
    public func register<Parameters: Decodable>(_ name: String,
                                                _ make: @escaping @MainActor (Parameters, Container) throws -> View)
    {
        entries[name] = Entry(check: { parameters throws(BridgeError) in
            _ = try Self.decode(parameters, as: Parameters.self)
        }, make: { parameters, container throws(BridgeError) in
            let decoded = try Self.decode(parameters, as: Parameters.self)
            do {
                return try make(decoded, container)
            } catch {
                throw BridgeError(converting: error)
            }
        })
    }

    /// The registered names.
    public var names: [String] { entries.keys.sorted() }

    /// Checks that `titleView` names a registered view and that its parameters fit it; throws `invalidArguments`
    /// at `titleView.native` or `titleView.parameters` otherwise.
    public func check(_ titleView: NativeTitleView) throws(BridgeError) {
        try entry(for: titleView).check(titleView.parameters ?? .null)
    }

    /// Makes the view `titleView` names for `container`'s header; throws as ``check(_:)`` does, or the error the
    /// registered maker threw.
    public func view(for titleView: NativeTitleView, in container: Container) throws(BridgeError) -> View {
        try entry(for: titleView).make(titleView.parameters ?? .null, container)
    }

    private func entry(for titleView: NativeTitleView) throws(BridgeError) -> Entry {
        guard let entry = entries[titleView.name] else { throw titleView.notFound }
        return entry
    }

    private static func decode<Parameters: Decodable>(_ parameters: JSONValue,
                                                      as _: Parameters.Type) throws(BridgeError) -> Parameters
    {
        try parameters.decode(as: Parameters.self, at: [.key("titleView"), .key("parameters")])
    }
}
