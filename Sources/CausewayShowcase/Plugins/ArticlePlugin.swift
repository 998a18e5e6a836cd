import Causeway
import CausewayGTK
import Foundation

/// `article.layout`: where the showcase's article screen has its article and the first row below it, so the
/// showcase's check can see the rows follow the article's height.
final class ArticlePlugin: Plugin {
    /// The article screen, measured in pixels from the top of the list's visible area.
    struct Layout: Codable, Sendable {
        /// The height the page reported for its content (0 until it did).
        var contentHeight: Double
        /// The height of the article's web view.
        var articleHeight: Double
        /// Where the article starts.
        var articleTop: Double
        /// Where the first native row below the article starts.
        var belowTop: Double
        /// How far the list is scrolled.
        var scrollOffset: Double
    }

    let namespace = "article"
    private let list: @MainActor () -> GTKArticleList?

    /// The plugin measuring the list `list` gives, the article screen open now; without one it only describes its
    /// method.
    init(list: @escaping @MainActor () -> GTKArticleList? = { nil }) {
        self.list = list
    }

    func register(_ methods: PluginMethods) {
        methods.handle("layout") { @MainActor [list] (_: Empty) -> Layout in
            guard let list = list(), let below = list.rowsBelow.first,
                  let article = list.frame(of: list.article.engine.widget), let row = list.frame(of: below)
            else { throw BridgeError.handlerFailed("No article screen is open") }
            return Layout(contentHeight: list.container.contentHeight ?? 0, articleHeight: article.height,
                          articleTop: article.y, belowTop: row.y, scrollOffset: list.scrollOffset)
        }
    }
}
