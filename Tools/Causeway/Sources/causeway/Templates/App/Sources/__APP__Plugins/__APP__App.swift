public import Causeway
public import Foundation

/// What every platform's app shares: who the app is, which pages it trusts, and its plugins.
public enum __APP__App {
    /// The app's name and version.
    public static let info = AppInfo(name: "__APP__", identifier: "__APP_ID__", version: "1.0.0", build: "1")

    /// Where the app's own pages are served: `web/` as `causeway://app/`.
    public static let entry = URL(string: "causeway://app/index.html")!

    /// Makes each plugin every container of the app installs: add yours here.
    @MainActor
    static let pluginMakers: [@MainActor () -> any Plugin] = [
        { GreetingPlugin(info: info) },
    ]

    /// One of each of the app's plugins; `__APP__Typings` writes the page's declarations from them.
    @MainActor
    public static func plugins() -> [any Plugin] {
        pluginMakers.map { $0() }
    }

    /// The app: its pages, served from `web`, may call every method.
    @MainActor
    public static func make(serving web: URL) -> HybridApp {
        let app = HybridApp(info: info, policy: .allowing([OriginPattern(originOf: entry)]))
        app.schemes["causeway"] = StaticFilesEndpoint(sites: ["app": web]).respond
        for makePlugin in pluginMakers {
            app.installInEveryContainer { _ in makePlugin() }
        }
        return app
    }
}
