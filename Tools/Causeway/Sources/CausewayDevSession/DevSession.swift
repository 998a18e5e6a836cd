public import Causeway
public import CausewayDev
public import CausewayGTK
public import CausewayShowcase
public import Foundation

/// What `causeway dev` runs: a page in a container window with the app's plugins (`ShowcaseApp`'s) and the
/// development tools (`DevTools`): reloaded when a watched file changes, its uncaught errors shown over it until its
/// next load, the Web Inspector, and every bridge message recorded.
///
/// A page on disk is served from its folder, which is watched. A URL (a dev server's) is loaded as it is; the
/// folders in `Options.watch` are watched, and with `Options.serverEvents` the page also reloads when the dev
/// server says its files changed.
@MainActor
public final class DevSession {
    /// The app and its window.
    public let showcase: ShowcaseApp
    /// The development tools on its window.
    public let tools: DevTools
    private let location: PageLocation

    /// A session for `target` (a folder, an HTML file or a URL), with `options` (the target's folder is watched
    /// besides `options.watch`); ``start()`` opens it. With `methods`, the native methods a package's pages declare
    /// they need, the page may call only those (and place components): a call to any other fails with `denied`, in
    /// development, rather than in an app build that lacks it.
    public init(target: String, options: DevTools.Options = DevTools.Options(), methods: [String]? = nil,
                width: Int32 = 1000, height: Int32 = 760) throws
    {
        location = try PageLocation(target)
        showcase = ShowcaseApp(entry: location.url, site: location.site, width: width, height: height)
        if let methods {
            // Besides them, what the runtime calls on its own (components, console lines) and the dev tools' calls.
            let own: [MethodPattern] = ["components.*", "console.*", "dev.*"]
            showcase.app.policy = CapabilityPolicy(rules: [
                .allow([OriginPattern(originOf: location.url)], methods: methods.map { MethodPattern($0) } + own),
            ])
        }
        var options = options
        options.watch = [location.site].compactMap { $0 } + options.watch
        tools = try DevTools(app: showcase.app, window: showcase.window, options: options)
    }

    /// The window.
    public var window: GTKContainerWindow { showcase.window }

    /// Opens the page and starts the tools on it.
    @discardableResult
    public func start() async throws -> Container {
        let container = try await showcase.start()
        try tools.start(inspecting: container)
        return container
    }
}
