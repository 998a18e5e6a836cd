public import Foundation

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

    /// A context whose events go to `deliver`, with their details as JSON, and whose loads go to `load`.
    public init(id: String, pageURL: URL?, deliver: @escaping @MainActor (_ name: String, _ detail: JSONValue) -> Void,
                load: @escaping @MainActor (URL) async throws -> Data)
    {
        self.id = id
        self.pageURL = pageURL
        self.deliver = deliver
        loader = load
    }

    /// Dispatches `event` on the placeholder as a DOM `CustomEvent` whose `detail` is `detail`. A detail that
    /// cannot be JSON (a non-finite number) is sent as an ``ComponentEvent/error`` saying so, never dropped.
    public func send<Detail>(_ event: ComponentEvent<Detail>, _ detail: Detail) {
        do throws(BridgeError) {
            deliver(event.name, try JSONValue(encoding: detail))
        } catch {
            deliver(ComponentEvent.error.name, ["message": .string("The \(event.name) event's detail: \(error.message)")])
        }
    }

    /// Dispatches `event`, which carries nothing: its `detail` is `null`.
    public func send(_ event: ComponentEvent<Empty>) {
        deliver(event.name, .null)
    }

    /// `reference` resolved against the page's URL.
    public func resolve(_ reference: String) -> URL? {
        URL(string: reference, relativeTo: pageURL)?.absoluteURL
    }

    /// The bytes at `url`, loaded as the page would load them, no more of them than the page's budget allows
    /// (``PageBudget/componentResourceBytes``): past it, ``PageResource/Failure/tooLarge(_:_:)``.
    public func load(_ url: URL) async throws -> Data {
        try await loader(url)
    }

    /// Loads `url` as the page would into a new temporary file with the same extension, for players that read only
    /// files, and hands the file to `use`, which owns it from then on. A failure is sent as an
    /// ``ComponentEvent/error``, whose message hides the description of an error not written for people (as
    /// ``BridgeError/init(converting:)`` does). Once the returned task is cancelled, nothing is sent and no file is
    /// kept.
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
                if !Task.isCancelled { send(.error, ComponentFault(BridgeError(converting: error).message)) }
            }
        }
    }
}
