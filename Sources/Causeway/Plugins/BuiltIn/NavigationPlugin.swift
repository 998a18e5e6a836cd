import Foundation

/// Navigation for pages: `nav.openWeb`, `nav.openNative`, `nav.back`, `nav.forward`, `nav.close`,
/// `nav.reload`, `nav.state` and `nav.prerender`; every ``Container`` installs it. The page also receives `nav.state` events when
/// a load finishes or the title changes, and `nav.visible` when the page is first on screen (at once for a page
/// opened normally, when it is opened for a prerendered one).
///
/// ```js
/// await causeway.nav.openWeb({url: "/detail.html"});                    // a new container page
/// await causeway.nav.openNative({name: "profile", parameters: {id: 7}}); // a page from the app's route table
/// await causeway.nav.prerender({urls: ["/detail.html"]});               // loaded now, shown when opened
/// causeway.on("nav.visible", () => startTimers());
/// ```
public final class NavigationPlugin: Plugin {
    /// `nav.openWeb`'s arguments: an absolute URL, or one relative to the page.
    public struct OpenWeb: Codable, Sendable {
        public var url: String
    }

    /// `nav.prerender`'s arguments: pages of the page's own origin, absolute or relative to the page.
    public struct Prerender: Codable, Sendable {
        public var urls: [String]
    }

    /// What `nav.prerender` answers: the URLs prerendered now (absolute); the others were refused or the host does
    /// not prerender.
    public struct Prerendered: Codable, Sendable {
        public var urls: [String]
    }

    /// `nav.openNative`'s arguments: a registered native page and its parameters.
    public struct OpenNative: Codable, Sendable {
        public var name: String
        public var parameters: JSONValue?
    }

    public let namespace = "nav"
    private weak var container: Container?

    /// The plugin serving `container`'s pages; without one it only describes its methods.
    init(container: Container?) {
        self.container = container
    }

    public func register(_ methods: PluginMethods) {
        methods.handle("openWeb") { @MainActor [weak self] (arguments: OpenWeb) -> Empty in
            let (container, host) = try Self.hosted(self?.container)
            guard let url = URL(string: arguments.url, relativeTo: container.engine.url)?.absoluteURL,
                  url.scheme != nil
            else {
                throw BridgeError(.invalidArguments, "\(arguments.url) is not a URL", path: [.key("url")])
            }
            try container.navigation.openPage(url, on: host)
            return Empty()
        }
        methods.handle("prerender") { @MainActor [weak self] (arguments: Prerender) -> Prerendered in
            let (container, host) = try Self.hosted(self?.container)
            let limit = container.bridge.budget.prerenderedPages
            guard arguments.urls.count <= limit else {
                throw BridgeError(.limitExceeded, "A page may have at most \(limit) pages prerendered",
                                  path: [.key("urls")])
            }
            var urls: [URL] = []
            for (index, text) in arguments.urls.enumerated() {
                guard let url = URL(string: text, relativeTo: container.engine.url)?.absoluteURL, url.scheme != nil else {
                    throw BridgeError(.invalidArguments, "\(text) is not a URL", path: [.key("urls"), .index(index)])
                }
                urls.append(url)
            }
            return Prerendered(urls: host.container(container, prerender: urls).map(\.absoluteString))
        }
        methods.handle("openNative") { @MainActor [weak self] (arguments: OpenNative) -> Empty in
            let (container, host) = try Self.hosted(self?.container)
            try container.navigation.admitNewPage(on: host)
            try host.container(container, openNative: arguments.name, parameters: arguments.parameters ?? .null)
            return Empty()
        }
        // Navigations leave the current document: they start after the reply is on its way.
        methods.handle("back") { @MainActor [weak self] (_: Empty) -> Empty in
            let container = try Container.required(self?.container)
            Task { @MainActor in container.back() }
            return Empty()
        }
        methods.handle("forward") { @MainActor [weak self] (_: Empty) -> Empty in
            let container = try Container.required(self?.container)
            Task { @MainActor in container.forward() }
            return Empty()
        }
        methods.handle("reload") { @MainActor [weak self] (_: Empty) -> Empty in
            let container = try Container.required(self?.container)
            Task { @MainActor in container.reload() }
            return Empty()
        }
        methods.handle("close") { @MainActor [weak self] (_: Empty) -> Empty in
            let (container, _) = try Self.hosted(self?.container)
            Task { @MainActor in container.close() }
            return Empty()
        }
        methods.handle("state") { @MainActor [weak self] (_: Empty) -> PageState in
            try Container.required(self?.container).state
        }
    }
}

extension NavigationPlugin.OpenWeb: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(url, atMost: NavigationPlugin.maxURLBytes, at: "url")
    }
}

extension NavigationPlugin.Prerender: Bounded {
    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.count(urls, atMost: NavigationPlugin.maxPrerenderURLs, at: "urls")
        try bounds.each(urls, at: "urls") { bounds, url in
            try bounds.length(url, atMost: NavigationPlugin.maxURLBytes)
        }
    }
}

extension NavigationPlugin.OpenNative: Bounded {
    /// The most bytes of JSON a native page's parameters may take: they are decoded a second time, into the route's
    /// own type, on the main actor, so what reaches it is bounded here, where the call's arguments are read (off the
    /// main actor for a large message).
    public static let maxParametersBytes = 65_536

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(name, atMost: HeaderConfiguration.maxLabelBytes, at: "name")
        if let parameters { try bounds.length(parameters.jsonText, atMost: Self.maxParametersBytes, at: "parameters") }
    }
}

extension NavigationPlugin {
    /// The longest URL a page may name, in bytes.
    public nonisolated static let maxURLBytes = 8_192
    /// The most URLs one `nav.prerender` may name; the page budget's ``PageBudget/prerenderedPages`` is lower.
    public nonisolated static let maxPrerenderURLs = 64

    /// The container and its host, or an error when the container is gone or has no host to open or close pages.
    fileprivate static func hosted(_ container: Container?) throws(BridgeError) -> (Container, any ContainerHost) {
        let container = try Container.required(container)
        guard let host = container.host else {
            throw BridgeError.handlerFailed("This container has no host to open or close pages")
        }
        return (container, host)
    }
}
