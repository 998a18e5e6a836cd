import Causeway
import Foundation
import Testing

/// What a container does with a page's navigations and new windows: the app's choices, and what no choice of the
/// app lets through.
@MainActor
@Suite struct NavigationPolicyTests {
    let app = HybridApp(info: AppInfo(name: "Tests", identifier: "test.app", version: "1.0", build: "1"),
                        policy: .allowing(["https://app.example"]))
    let page = URL(string: "https://app.example/index.html")!

    init() {
        app.schemes["causeway"] = { (_: SchemeRequest) in .text(200, "") }
        app.decideNewWindow = { (_: NavigationAction) in .sameContainer }
    }

    private func action(_ url: String) -> NavigationAction {
        NavigationAction(url: URL(string: url)!, kind: .linkActivated, isMainFrame: nil, isUserGesture: true)
    }

    private func newWindow(_ url: String, openPages: Int? = 1, pageLimit: Int = 8) -> NavigationPolicy.Outcome {
        NavigationPolicy(app: app).newWindow(action(url), showing: page, openPages: openPages, pageLimit: pageLimit)
    }

    @Test func aNewWindowLoadsOnlyAPageOfAnOriginTheContainerShows() {
        for loaded in ["https://app.example/next", "http://other.example/", "causeway://app/page.html",
                       "CAUSEWAY://app/", "blob:https://app.example/5a6b", "blob:https://APP.example/5a6b"]
        {
            #expect(newWindow(loaded) == .loadHere, "\(loaded)")
        }
        let refused: [(String, NavigationPolicy.Refusal)] = [
            ("javascript:causeway.call('secret.read')", .notAPage(scheme: "javascript")),
            ("JaVaScRiPt:alert(1)", .notAPage(scheme: "javascript")),
            ("data:text/html,<p>hi</p>", .notAPage(scheme: "data")),
            ("about:blank", .notAPage(scheme: "about")),
            ("file:///etc/passwd", .notAPage(scheme: "file")),
            ("vbscript:msgbox", .notAPage(scheme: "vbscript")),
            ("view-source:https://app.example/", .notAPage(scheme: "view-source")),
            ("hybrid://share/link", .notAPage(scheme: "hybrid")),
            ("blob:https://evil.example/0f1e", .otherOriginsBlob),
            ("blob:https://app.example:8443/0f1e", .otherOriginsBlob),
            ("blob:null/0f1e", .otherOriginsBlob),
            ("blob:", .otherOriginsBlob),
        ]
        for (url, refusal) in refused {
            #expect(newWindow(url) == .refuse(refusal), "\(url)")
        }
    }

    @Test func aBlobOfAnOpaqueOriginNeverMatchesThePage() {
        let opaque = NavigationPolicy(app: app).newWindow(action("blob:null/0f1e"), showing: URL(string: "data:,x"),
                                                          openPages: 1, pageLimit: 8)
        #expect(opaque == .refuse(.otherOriginsBlob))
        let unknown = NavigationPolicy(app: app).newWindow(action("blob:https://app.example/1"), showing: nil,
                                                           openPages: 1, pageLimit: 8)
        #expect(unknown == .refuse(.otherOriginsBlob))
    }

    @Test func theAppsNavigationChoiceStillDecidesWhatLoadsInPlace() {
        app.decideNavigation = { action in
            switch action.url.lastPathComponent {
            case "blocked": .cancel
            case "mail": .openOutside
            default: .allow
            }
        }
        #expect(newWindow("https://app.example/blocked") == .refuse(.byApp))
        #expect(newWindow("https://app.example/mail") == .openOutside)
        #expect(NavigationPolicy(app: app).navigation(action("https://app.example/blocked")) == .refuse(.byApp))
        #expect(NavigationPolicy(app: app).navigation(action("https://app.example/mail")) == .openOutside)
        #expect(NavigationPolicy(app: app).navigation(action("https://app.example/")) == .loadHere)
    }

    @Test func aNewContainerOpensWhileTheStackHasRoom() {
        app.decideNewWindow = { _ in .newContainer }
        #expect(newWindow("https://app.example/a", openPages: 7, pageLimit: 8) == .openContainer)
        #expect(newWindow("https://app.example/a", openPages: 8, pageLimit: 8) == .refuse(.pageStackFull(limit: 8)))
        #expect(newWindow("https://app.example/a", openPages: nil, pageLimit: 8) == .openContainer)
        // A new container shows its page under the app's header too: the same URLs are refused.
        #expect(newWindow("data:text/html,<h1>Sign in</h1>") == .refuse(.notAPage(scheme: "data")))
        #expect(newWindow("blob:https://evil.example/1") == .refuse(.otherOriginsBlob))
    }

    @Test func theAppMayRefuseOrHandAWindowToTheSystem() {
        app.decideNewWindow = { $0.url.scheme == "mailto" ? .openOutside : .refuse }
        #expect(newWindow("mailto:a@example.com") == .openOutside)
        #expect(newWindow("https://app.example/") == .refuse(.byApp))
    }
}
