public import Foundation

/// A group of native methods under one namespace, with the page-side scripts it brings and a lifecycle.
///
/// ```swift
/// final class NetworkPlugin: Plugin {
///     let namespace = "network"
///     func register(_ methods: PluginMethods) {
///         methods.handle("fetchData") { (request: FetchRequest) in try await fetch(request) }
///     }
/// }
/// bridge.install(NetworkPlugin())
/// // In the page: await causeway.network.fetchData({url}), or causeway.call("network.fetchData", {url})
/// ```
///
/// Test a plugin without a window by installing it on a bridge over a `FakeEngine` and calling it from a
/// `FakePage` (both in `CausewayTesting`).
@MainActor
public protocol Plugin: AnyObject {
    /// The namespace its methods are called under: `namespace.method`. Dots make nested namespaces.
    var namespace: String { get }

    /// Scripts the plugin adds to every document from the next load on, each with its injection time, frames and
    /// world (plugins of the `window.bridge.invoke` protocol inject their own page-side JavaScript this way). None by default.
    var scripts: [UserScript] { get }

    /// Declares the plugin's methods; called once, when the plugin is installed.
    func register(_ methods: PluginMethods)

    /// The plugin is now serving `bridge`'s pages.
    func attached(to bridge: Bridge)

    /// The main frame committed a new document: the previous page, and any state the plugin kept for it, is gone.
    func documentChanged(epoch: Int, url: URL?)

    /// The plugin was uninstalled from `bridge`; its methods no longer answer.
    func detached(from bridge: Bridge)
}

extension Plugin {
    public var scripts: [UserScript] { [] }
    public func attached(to bridge: Bridge) {}
    public func documentChanged(epoch: Int, url: URL?) {}
    public func detached(from bridge: Bridge) {}
}
