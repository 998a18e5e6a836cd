public import Foundation

/// What ``ComponentsPlugin`` drives on a platform: a pool of live components keyed by id, made from a
/// registry and laid over (or into) the web view. ``ComponentStage`` is the implementation both engines use.
@MainActor
public protocol ComponentHost: AnyObject {
    /// Carries out one command from the page; `context` is what a component it makes gets.
    func apply(_ command: ComponentCommand, context: ComponentContext) throws(BridgeError)

    /// Runs method `name` of component `id` with the arguments the page sent, which the method decodes once into
    /// its own type; returns the method's result, which the bridge encodes once for the page.
    func invoke(_ name: String, on id: String, _ arguments: ComponentArguments) async throws -> any Encodable & Sendable

    /// The bytes at `url`, loaded as the page would load them, at most `limit` of them; see
    /// ``ComponentContext/load(_:)``.
    func load(_ url: URL, limit: Int) async throws -> Data

    /// Removes every component, as when the document goes away.
    func removeAll()

    /// The ids of the live components.
    var componentIDs: [String] { get }

    /// Whether placeholders need an `overflow: scroll` child so that WebKit gives each its own native
    /// scroll view (WKWebView), rather than the host laying views over the web view (WebKitGTK).
    var needsChildScrollViews: Bool { get }
}

/// Where a platform puts component views: over the web view on Linux, inside WebKit's child scroll views on iOS.
@MainActor
public protocol ComponentSurface: AnyObject {
    /// The platform's view type.
    associatedtype View

    /// Whether placeholders need their own native scroll view; see ``ComponentHost/needsChildScrollViews``.
    var needsChildScrollViews: Bool { get }

    /// Shows `view` for component `id` at `geometry`.
    func add(_ view: View, id: String, geometry: ComponentGeometry)

    /// Moves, clips, hides or restacks component `id`.
    func place(_ id: String, geometry: ComponentGeometry)

    /// Takes component `id`'s view away.
    func remove(_ id: String)
}
