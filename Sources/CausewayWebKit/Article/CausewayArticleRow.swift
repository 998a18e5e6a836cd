#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import Foundation
public import UIKit

/// A web article as one row of a `UITableView`: its cell, and a height that follows the page's content height,
/// with the table told to update its row heights whenever the page's changes (an image loads, a "Read more"
/// expands).
///
/// The article's route must turn on `PageOptions.sizesToContent`. The row is its container's host
/// through ``host``, and passes dialogs, sharing and the pages the article opens to `parent`, the host of the screen
/// (a ``CausewayViewController``, say). Your data source returns ``cell`` for the article's row and your delegate
/// its ``height``:
///
/// ```swift
/// app.routes.add("causeway://app/article/*") { $0.sizesToContent = true }
/// article = CausewayArticleRow(app: app, url: articleURL, tableView: tableView, parent: self)
///
/// func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///     indexPath == articlePath ? article.cell : commentCell(at: indexPath)
/// }
/// func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///     indexPath == articlePath ? article.height : UITableView.automaticDimension
/// }
/// ```
@MainActor
public final class CausewayArticleRow {
    /// The article's container, with its engine.
    public let page: HostedContainer<WKWebViewEngine>
    /// The cell showing the article's web view.
    public let cell = CausewayArticleCell()
    /// The article's container host: it takes the content height and passes everything else to its parent.
    public let host: EmbeddedContainerHost
    /// The table the row is in; told to update its row heights when the article's height changes.
    public weak var tableView: UITableView?
    /// The row's height until the page reports its own.
    public var estimatedHeight: CGFloat

    /// The article's container.
    public var container: Container { page.container }

    /// The height the row should have now: the page's content height once reported, ``estimatedHeight`` before.
    public var height: CGFloat {
        host.contentHeight.map { CGFloat($0) } ?? estimatedHeight
    }

    /// Shows `page` in ``cell`` and becomes its container's host; `parent` is the host of the screen around the
    /// table. The article's page is loaded by whoever made it.
    public init(page: HostedContainer<WKWebViewEngine>, tableView: UITableView?, parent: (any ContainerHost)?,
                estimatedHeight: CGFloat = 44)
    {
        self.page = page
        self.tableView = tableView
        self.estimatedHeight = estimatedHeight
        host = EmbeddedContainerHost(parent: parent)
        host.onContentHeightChange = { [weak self] _ in self?.heightChanged() }
        cell.show(page.engine.webView)
        page.container.host = host
    }

    /// Makes a container of `app` for the article, shows it in ``cell`` and loads `url`.
    public convenience init(app: HybridApp, url: URL, tableView: UITableView?, parent: (any ContainerHost)?,
                            estimatedHeight: CGFloat = 44)
    {
        self.init(page: HostedContainer(app: app, engine: WKWebViewEngine()), tableView: tableView, parent: parent,
                  estimatedHeight: estimatedHeight)
        container.load(url)
    }

    /// Tears the article's container down (see `Container.tearDown()`); call it when the screen goes.
    public func tearDown() {
        container.tearDown()
    }

    /// Has the table ask for the rows' heights again: an empty batch of updates animates the article's row to its
    /// new height without reloading its cell.
    private func heightChanged() {
        tableView?.performBatchUpdates(nil)
    }
}
#endif
