import Causeway
import CausewayTesting
import CausewayWebKit
import Foundation
import Testing
@testable import UIKit
@testable import WebKit

/// A web article as a row of a table view, on the UIKit model: the cell holds the web view, which does not scroll by
/// itself, and the row follows the height the page reports, with the table told to update its row heights.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CausewayArticleRowTests {
    let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                        policy: .allowing([OriginPattern(originOf: URL(string: "https://app.example/")!)]))
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)

    init() {
        app.routes.add("*/article/*") { $0.sizesToContent = true }
    }

    private func article(parent: (any ContainerHost)? = nil) -> CausewayArticleRow {
        CausewayArticleRow(app: app, url: URL(string: "https://app.example/article/1")!, tableView: table,
                           parent: parent, estimatedHeight: 120)
    }

    /// The page's container script reporting its content height, as WebKit delivers its message.
    private func report(height: Double, from row: CausewayArticleRow) async {
        _ = await row.page.engine.webView.configuration.userContentController.modelPostMessageAwaitingReply(
            ["kind": "height", "height": height], toHandlerNamed: "causewayContainer",
            in: .world(name: Container.scriptWorld))
    }

    @Test func theCellShowsTheWebViewWhichDoesNotScrollByItself() {
        let row = article()
        let webView = row.page.engine.webView
        #expect(row.cell.webView === webView)
        #expect(webView.superview === row.cell.contentView)
        #expect(!webView.scrollView.isScrollEnabled)
        #expect(!webView.scrollView.bounces)
        #expect(row.cell.selectionStyle == .none, "the article is not a row to select")
        #expect(webView.modelLoadedRequests.map(\.url) == [URL(string: "https://app.example/article/1")!])
        #expect(row.container.host === row.host)

        row.cell.frame = CGRect(x: 0, y: 0, width: 390, height: 640)
        #expect(webView.frame.size == CGSize(width: 390, height: 640), "the web view follows the row's size")
    }

    @Test func theRowFollowsThePagesHeightAndTheTableUpdatesItsRows() async {
        let row = article()
        #expect(row.height == 120, "the estimate until the page reports")
        #expect(table.modelBatchUpdateCount == 0)

        await report(height: 640, from: row)
        #expect(row.height == 640)
        #expect(row.container.contentHeight == 640)
        #expect(table.modelBatchUpdateCount == 1, "the table asked for the rows' heights again")

        await report(height: 640, from: row)
        #expect(table.modelBatchUpdateCount == 1, "the same height again changes nothing")

        await report(height: 980, from: row)
        #expect(row.height == 980)
        #expect(table.modelBatchUpdateCount == 2)
    }

    @Test func theScreensHostShowsTheArticlesDialogsAndPages() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let screen = CausewayViewController(app: app, url: URL(string: "https://app.example/")!)
        navigation.pushViewController(screen, animated: false)
        let row = article(parent: screen)

        let dialog = ScriptDialog(kind: .confirm, message: "Leave?", origin: "app.example")
        let answer = Task { await row.host.container(row.container, present: dialog) }
        try await waitUntil("the screen presents the article's dialog") {
            screen.presentedViewController is UIAlertController
        }
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(alert.message == "Leave?")
        alert.modelTap(actionTitled: "OK")
        #expect(await answer.value == .confirmed)

        row.host.container(row.container, openWeb: URL(string: "https://app.example/article/2")!)
        let pushed = try #require(navigation.topViewController as? CausewayViewController)
        #expect(pushed !== screen)
        #expect(pushed.initialURL == URL(string: "https://app.example/article/2")!, "the article's link opened a page")
    }

    @Test func tearingTheRowDownClosesTheBridge() {
        let row = article()
        row.tearDown()
        #expect(row.container.bridge.isClosed)
    }
}
