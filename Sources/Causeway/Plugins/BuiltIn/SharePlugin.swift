/// `share.share({title, text, url})`: offers something to the platform's share sheet, or to the app's own
/// ``HybridApp/share`` hook when it has one, and answers `{shared}`. Every ``Container`` installs it.
public final class SharePlugin: Plugin {
    /// Whether the user shared the item.
    public struct Outcome: Codable, Sendable, Equatable {
        public var shared: Bool
    }

    public let namespace = "share"
    private weak var container: Container?
    private var isSharing = false

    /// The plugin sharing through `container`'s app hook or host; without one it only describes its methods.
    init(container: Container?) {
        self.container = container
    }

    public func register(_ methods: PluginMethods) {
        methods.handle("share") { @MainActor [weak self] (item: ShareItem) -> Outcome in
            guard item.title != nil || item.text != nil || item.url != nil else {
                throw BridgeError(.invalidArguments, "Give a title, a text or a URL to share")
            }
            let container = try Container.required(self?.container)
            // A person answers one sheet at a time: a page asking for another while one shows is refused.
            guard let self, !self.isSharing else {
                throw BridgeError(.limitExceeded, "A page shows one share sheet at a time")
            }
            self.isSharing = true
            defer { self.isSharing = false }
            if let share = container.app.share { return Outcome(shared: await share(item)) }
            guard let host = container.host else { throw BridgeError.handlerFailed("This container cannot share") }
            return Outcome(shared: await host.container(container, share: item))
        }
    }
}
