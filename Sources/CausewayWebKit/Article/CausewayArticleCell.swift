#if canImport(WebKit) && canImport(UIKit)
public import Foundation
public import UIKit
public import WebKit

/// A table view cell that shows a web article: the web view fills the cell's content view and never scrolls by
/// itself, so the table scrolls the article with its other rows.
///
/// ``CausewayArticleRow`` makes one for its article and keeps the row as tall as the page; give that cell back for
/// the article's row rather than dequeuing one, so the web view and its page stay in the one cell.
@MainActor
open class CausewayArticleCell: UITableViewCell {
    /// The web view the cell shows, once ``show(_:)`` put one in.
    public private(set) var webView: WKWebView?

    /// An empty cell, not for reuse; ``show(_:)`` puts the article in.
    public init() {
        super.init(style: .default, reuseIdentifier: nil)
        selectionStyle = .none
    }

    @available(*, unavailable, message: "Make it with init()")
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `webView`, filling the content view and following its size, with its own scrolling and bouncing off:
    /// the table scrolls, and the web view is as tall as its page.
    open func show(_ webView: WKWebView) {
        self.webView?.removeFromSuperview()
        self.webView = webView
        webView.frame = contentView.bounds
        webView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        webView.scrollView.isScrollEnabled = false
        webView.scrollView.bounces = false
        contentView.addSubview(webView)
    }
}
#endif
