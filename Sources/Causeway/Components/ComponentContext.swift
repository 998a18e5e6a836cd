public import Foundation
public import Logging

/// What a component's factory gets besides its props: its id, the page it is on, a way to send events to its
/// placeholder, and a loader for URLs the page names (through the engine's own scheme handlers for custom
/// schemes, so a component plays a file from an offline package as the page would fetch it).
@MainActor
public struct ComponentContext {
    /// The component's id.
    public let id: String
    /// The URL of the page the placeholder is on.
    public let pageURL: URL?
    /// The component's place in its page's budget: whatever of the component outlives its removal (a player
    /// releasing its stream) keeps it until it is really released.
    public let lease: ComponentLease
    /// Which URLs the component may load or open for the page.
    public let policy: PageResource.Policy
    private let deliver: @MainActor (_ name: String, _ detail: JSONValue) -> Void
    private let loader: @MainActor (URL) async throws -> Data
    private let logger: Logger

    /// A context whose events go to `deliver`, with their details as JSON, and whose loads go to `load` once
    /// `policy` allows them; the component holds `lease`, and failures' details go to `logger`.
    public init(id: String, pageURL: URL?, lease: ComponentLease = .unbudgeted(),
                policy: PageResource.Policy = PageResource.Policy(),
                logger: Logger = Logger(label: "causeway.components"),
                deliver: @escaping @MainActor (_ name: String, _ detail: JSONValue) -> Void,
                load: @escaping @MainActor (URL) async throws -> Data)
    {
        self.id = id
        self.pageURL = pageURL
        self.lease = lease
        self.policy = policy
        self.logger = logger
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

    /// `reference` resolved against the page's URL, if ``policy`` lets native code open it for the page;
    /// otherwise `invalidArguments` (not a URL) or `denied` (a file or a private address the app did not allow).
    public func admit(_ reference: String) throws(BridgeError) -> URL {
        guard let url = resolve(reference) else { throw BridgeError(.invalidArguments, "Not a URL: \(reference)") }
        do throws(PageResource.Failure) {
            try policy.check(url)
        } catch {
            throw BridgeError(.denied, "The app does not open \(url.scheme ?? "this") URLs of this host for pages")
        }
        return url
    }

    /// The bytes at `url`, loaded as the page would load them, if ``policy`` allows, and no more of them than the
    /// page's budget allows (``PageBudget/componentResourceBytes``): past it, ``PageResource/Failure/tooLarge(_:_:)``.
    public func load(_ url: URL) async throws -> Data {
        try policy.check(url)
        return try await loader(url)
    }

    /// Sends an ``ComponentEvent/error`` saying `message`, written for the page, and logs `detail` (a platform's
    /// own error text, which may name files and libraries) with the component's id, for the app only.
    public func fail(_ message: String, detail: String) {
        logger.warning("Component \(id) failed: \(PageText(detail, .logLine))")
        send(.error, ComponentFault(message))
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
