public import Causeway
public import Foundation

/// The showcase's native plugins that need nothing of a platform, which the page calls; each platform's showcase
/// app installs them with ``install(in:entry:cookies:)`` and adds its own.
public enum ShowcasePlugins {
    /// Makers of the plugins that need nothing of the app, one instance per container.
    @MainActor
    public static let factories: [@MainActor () -> any Plugin] = [
        DevicePlugin.init, MathPlugin.init, TaskPlugin.init, ClockPlugin.init, FilesPlugin.init, EventsPlugin.init,
    ]

    /// Installs in every container of `app` the plugins of ``factories``, WebViewJavascriptBridge's page API, and
    /// `login.*` over the app's account, with the session cookie in `cookies`; pages of `entry`'s origin may read the
    /// account, and every page the cookies of ``ShowcaseSite/apiSite``.
    @MainActor
    public static func install(in app: HybridApp, entry: URL, cookies: any CookieStore) {
        for makePlugin in factories { app.installInEveryContainer { _ in makePlugin() } }
        app.installInEveryContainer { _ in LegacyBridgePlugin.webViewJavascriptBridge }
        app.cookieSites = [OriginPattern(originOf: ShowcaseSite.apiSite)]
        app.account.readers = [OriginPattern(originOf: entry)]
        let account = app.account
        app.installInEveryContainer { _ in LoginPlugin(account: account, cookies: cookies) }
    }

    /// One instance of each plugin ``install(in:entry:cookies:)`` installs, the login plugin with no cookie store:
    /// the plugins as they describe themselves, for typings.
    @MainActor
    public static func described() -> [any Plugin] {
        factories.map { $0() } + [LoginPlugin(account: AccountState(), cookies: nil)]
    }

    /// Sets the cookie ``ShowcaseSite/launchCookie`` for the API site in `cookies`, with the time now; the app does
    /// it before the first page loads.
    public static func setLaunchCookie(in cookies: any CookieStore) async throws {
        let stamp = ISO8601DateFormatter().string(from: Date())
        try await cookies.set(Cookie(name: ShowcaseSite.launchCookie, value: stamp, domain: ShowcaseSite.apiSite.host ?? ""))
    }
}
