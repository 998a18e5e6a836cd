public import Foundation

/// A native view that fills a `<causeway-view>` placeholder, made by its type's factory in a
/// ``ComponentRegistry``.
///
/// ```swift
/// final class Gauge: NativeComponent {
///     struct Props: Decodable { var value: Double }
///     let view = gtk_level_bar_new()!
///     init(props: Props, context: ComponentContext) { update(props) }
///     func update(_ props: Props) { gtk_level_bar_set_value(OpaquePointer(view), props.value) }
/// }
/// registry.register("gauge") { props, context in Gauge(props: props, context: context) }
/// ```
@MainActor
public protocol NativeComponent<View>: AnyObject {
    /// The platform's view type: a `GtkWidget` pointer on Linux, a `UIView` on iOS.
    associatedtype View
    /// The typed props; the page sets them as attributes or as the element's `props`.
    associatedtype Props: Decodable & Sendable

    /// The view the host lays over the placeholder.
    var view: View { get }

    /// New props from the page, complete.
    func update(_ props: Props)

    /// Runs the component's method `name`, called from the page as `element.invoke(name, args)`.
    /// By default every name is ``BridgeError/Code/unknownMethod``.
    func invoke(_ name: String, _ args: JSONValue) async throws -> JSONValue

    /// The placeholder is gone; the host removes the view right after.
    func willBeRemoved()
}

extension NativeComponent {
    public func invoke(_ name: String, _ args: JSONValue) async throws -> JSONValue {
        throw BridgeError(.unknownMethod, "This component has no method \(name)")
    }

    public func willBeRemoved() {}
}

/// What a component's factory gets besides its props: its id, the page it is on, a way to send events to its
/// placeholder, and a loader for URLs the page names (through the engine's own scheme handlers for custom
/// schemes, so a component plays a file from an offline package as the page would fetch it).
@MainActor
public struct ComponentContext {
    /// The component's id.
    public let id: String
    /// The URL of the page the placeholder is on.
    public let pageURL: URL?
    private let deliver: @MainActor (_ name: String, _ detail: JSONValue) -> Void
    private let loader: @MainActor (URL) async throws -> Data

    /// A context whose events go to `deliver` and whose loads go to `load`.
    public init(id: String, pageURL: URL?, deliver: @escaping @MainActor (_ name: String, _ detail: JSONValue) -> Void,
                load: @escaping @MainActor (URL) async throws -> Data)
    {
        self.id = id
        self.pageURL = pageURL
        self.deliver = deliver
        loader = load
    }

    /// Dispatches `name` on the placeholder as a DOM `CustomEvent` whose `detail` is `detail`.
    public func send(_ name: String, _ detail: JSONValue = .null) {
        deliver(name, detail)
    }

    /// `reference` resolved against the page's URL.
    public func resolve(_ reference: String) -> URL? {
        URL(string: reference, relativeTo: pageURL)?.absoluteURL
    }

    /// The bytes at `url`, loaded as the page would load them.
    public func load(_ url: URL) async throws -> Data {
        try await loader(url)
    }

    /// Loads `url` as the page would into a new temporary file with the same extension, for players that read only
    /// files, and hands the file to `use`, which owns it from then on. A failure is sent as an `error` event with
    /// `{message}`. Once the returned task is cancelled, nothing is sent and no file is kept.
    public func loadIntoTemporaryFile(_ url: URL, then use: @escaping @MainActor (URL) -> Void) -> Task<Void, Never> {
        Task {
            do {
                let data = try await load(url)
                try Task.checkCancellation()
                let file = FileManager.default.temporaryDirectory
                    .appendingPathComponent("causeway-\(UUID().uuidString).\(url.pathExtension)")
                try data.write(to: file)
                use(file)
            } catch {
                if !Task.isCancelled { send("error", ["message": .string("\(error)")]) }
            }
        }
    }
}
