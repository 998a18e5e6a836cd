import Foundation

extension Container {
    /// The plugins every container installs before the app's: `nav`, `header`, `app`, `share`, `cookies` and
    /// `account`. Without a container they only describe their methods, for ``TypeScriptDeclarations``.
    static func builtInPlugins(serving container: Container?, info: AppInfo, cookies: any CookieStore,
                               cookieSites: [OriginPattern] = [], account: AccountState) -> [any Plugin]
    {
        [
            NavigationPlugin(container: container), HeaderPlugin(container: container), AppInfoPlugin(info: info),
            SharePlugin(container: container), CookiesPlugin(store: cookies, sites: cookieSites, account: account),
            AccountPlugin(account: account),
        ]
    }

    /// The built-in plugins as they describe themselves, attached to no container.
    static var builtInPluginsForDescription: [any Plugin] {
        builtInPlugins(serving: nil, info: AppInfo(name: "", identifier: "", version: "", build: ""),
                       cookies: DetachedCookieStore(), account: AccountState())
    }

    /// The container a built-in plugin serves, or the error its page receives once the container is gone.
    static func required(_ container: Container?) throws(BridgeError) -> Container {
        guard let container else { throw BridgeError.handlerFailed("The container is gone") }
        return container
    }
}

/// The cookie store of built-in plugins that only describe their methods: it holds nothing and refuses every
/// operation.
private final class DetachedCookieStore: CookieStore {
    func set(_ cookie: Cookie) async throws { throw BridgeError.handlerFailed("No cookie store is attached") }
    func cookies(for url: URL) async throws -> [Cookie] { throw BridgeError.handlerFailed("No cookie store is attached") }
    func allCookies() async throws -> [Cookie] { throw BridgeError.handlerFailed("No cookie store is attached") }
    func delete(_ cookie: Cookie) async throws { throw BridgeError.handlerFailed("No cookie store is attached") }
}
