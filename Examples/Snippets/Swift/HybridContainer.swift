// The Swift code of the Causeway catalog's article on the hybrid container
// (Sources/Causeway/Causeway.docc/HybridContainer.md), with the app's own pieces it names.
import Causeway
import Foundation

enum HybridContainerArticle {
    @MainActor
    static func anApp() -> HybridApp {
        // snippet: hybrid-app
        let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                            policy: CapabilityPolicy(rules: [.allow(["causeway://app"])]))
        app.installInEveryContainer { _ in ArticlesPlugin() }
        app.routes.add("causeway://app/article/*") { $0.sizesToContent = true }
        app.decideNavigation = { $0.url.scheme == "mailto" ? .openOutside : .allow }
        app.decideNewWindow = { _ in .newContainer }
        // snippet: end
        return app
    }

    @MainActor
    static func segments(in container: Container) throws {
        // snippet: native-segments
        try container.configureHeader(HeaderConfiguration(titleView: .segments(HeaderSegments(["Mine", "All"]))))
        // snippet: end
    }

    struct Profile: Encodable { var name: String }

    @MainActor
    static func account(of app: HybridApp, profile: Profile, sessionCookie: Cookie, cookieStore: any CookieStore)
        async throws
    {
        // snippet: account
        app.account.readers = ["causeway://app"]
        try await app.account.signIn(SignedInAccount(id: "u-1815", sharing: profile),
                                     session: AccountState.SessionCookies([sessionCookie], in: cookieStore))
        try await app.account.signOut()
        // snippet: end
    }

    @MainActor
    static func resizeArticle(to height: Double) {}

    /// Returns the host, which the screen keeps: a container holds its host weakly.
    @MainActor
    static func embedded(app: HybridApp, container: Container, screenHost: any ContainerHost) -> EmbeddedContainerHost {
        // snippet: embedded-host
        app.routes.add("causeway://app/article/*") { $0.sizesToContent = true }
        let host = EmbeddedContainerHost(parent: screenHost) { height in resizeArticle(to: height) }
        container.host = host
        // snippet: end
        return host
    }
}
