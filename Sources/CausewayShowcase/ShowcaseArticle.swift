public import CausewayGTK
import CWebKitGTK
import Causeway
public import Foundation

/// The showcase's article screen: `article.html` between native rows, in a ``GTKArticleList``.
extension ShowcaseApp {
    /// The article page, beside the entry page.
    public var articleURL: URL { URL(string: "article.html", relativeTo: entry)!.absoluteURL }

    /// The native row above the article.
    nonisolated static let bylineText = "Causeway Journal, a native row above the article"
    /// The heading of the first native row below the article.
    nonisolated static let commentsHeading = "Comments"
    /// The heading of the second native row below the article.
    nonisolated static let relatedHeading = "Related"

    /// Pushes the article screen on the window and returns its list; the screen's own `nav.close()` pops it.
    @discardableResult
    public func openArticle() -> GTKArticleList {
        let list = makeArticle()
        window.push(list.nativePage(title: "Article"))
        return list
    }

    /// A list showing ``articleURL`` between a byline above and comments and related reading below.
    func makeArticle() -> GTKArticleList {
        let list = GTKArticleList(app: app, url: articleURL, above: [Self.row([Self.bylineText])], below: [
            Self.row([Self.commentsHeading, "Ada: the rows below moved when the article grew.",
                      "Grace: and the wheel scrolls everything at once."], heading: true),
            Self.row([Self.relatedHeading, "Same-layer components", "Offline packages"], heading: true),
        ], parent: window)
        list.host.onClose = { [weak window, weak list] in
            guard let window, let list, case .native(let page)? = window.pages.last, page.widget == list.widget
            else { return }
            window.closeTop()
        }
        article = list
        return list
    }

    /// A native row: a column of labels, the first in bold when it is a `heading`, inset inside the row (the row's
    /// box starts where the row does).
    private static func row(_ lines: [String], heading: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let row = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4)!
        gtk_box_append(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkBox.self), column)
        for (margin, size) in [(gtk_widget_set_margin_top, 12), (gtk_widget_set_margin_bottom, 12),
                               (gtk_widget_set_margin_start, 20), (gtk_widget_set_margin_end, 20)]
        {
            margin(column, Int32(size))
        }
        for (index, line) in lines.enumerated() {
            let label = gtk_label_new(nil)!
            let text = g_markup_escape_text(line, -1).map { escaped in
                defer { g_free(escaped) }
                return String(cString: escaped)
            } ?? ""
            gtk_label_set_markup(OpaquePointer(label), heading && index == 0 ? "<b>\(text)</b>" : text)
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_widget_set_halign(label, GTK_ALIGN_START)
            gtk_box_append(UnsafeMutableRawPointer(column).assumingMemoryBound(to: GtkBox.self), label)
        }
        return row
    }
}
