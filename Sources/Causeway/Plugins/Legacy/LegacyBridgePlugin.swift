/// Lets pages written for an older bridge run unchanged: a page-side shim over `window.causeway`, injected at
/// document start in every frame. The shim's calls go through the same handlers and the same capability rules.
///
/// Install one per bridge that needs it: ``Bridge/install(_:)`` with ``webViewJavascriptBridge`` or
/// ``invoke``.
public final class LegacyBridgePlugin: Plugin {
    /// The old page API a shim provides.
    public enum API: String, Sendable, CaseIterable {
        /// WebViewJavascriptBridge: `setupWebViewJavascriptBridge(cb)`, `bridge.registerHandler(name, fn)`,
        /// `bridge.callHandler(name, data, cb)`. Handler names are native method names.
        case webViewJavascriptBridge
        /// `window.bridge.invoke(identifier, selector, callback, ...args)`, calling `identifier.name` where `name`
        /// is the selector up to its first colon.
        case invoke
    }

    /// The API this plugin provides.
    public let api: API

    /// A plugin providing `api`.
    public init(_ api: API) {
        self.api = api
    }

    /// WebViewJavascriptBridge's page API.
    public static var webViewJavascriptBridge: LegacyBridgePlugin { LegacyBridgePlugin(.webViewJavascriptBridge) }

    /// `window.bridge.invoke`.
    public static var invoke: LegacyBridgePlugin { LegacyBridgePlugin(.invoke) }

    public var namespace: String { "legacy.\(api.rawValue)" }

    public var scripts: [UserScript] {
        let source = switch api {
        case .webViewJavascriptBridge: RuntimeScripts.legacyWebViewJavascriptBridge
        case .invoke: RuntimeScripts.legacyInvoke
        }
        return [UserScript(source: source, injectionTime: .documentStart, frames: .all, world: .page)]
    }

    public func register(_ methods: PluginMethods) {}
}
