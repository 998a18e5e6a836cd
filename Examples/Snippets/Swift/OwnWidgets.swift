// The Swift code of the CausewayGTK catalog's article on an app's own widgets
// (Sources/CausewayGTK/CausewayGTK.docc/OwnWidgets.md).
import CWebKitGTK
import Causeway
import CausewayGTK
import Foundation

// snippet: search-field
@MainActor
final class SearchField {
    let widget = gtk_search_entry_new()!
    private var changes: SignalConnection?

    init(onSearch: @escaping @MainActor (String) -> Void) {
        changes = SignalConnection(widget, "search-changed") { [weak self] _ in
            guard let self else { return }
            onSearch(String(cString: gtk_editable_get_text(OpaquePointer(self.widget))))
        }
    }
}
// snippet: end

enum OwnWidgets {
    @MainActor
    static func inTheHeader(of window: GTKContainerWindow) {
        // snippet: search-title-view
        window.titleViews.register("search") { (parameters: SearchParameters, container: Container) in
            let field = SearchField { text in try? container.bridge.emit("search", ["text": text]) }
            return GTKTitleView(widget: field.widget, owner: field)
        }
        // snippet: end
    }

    @MainActor
    static func anArticle(app: HybridApp, articleURL: URL, bylineRow: UnsafeMutablePointer<GtkWidget>,
                          commentsRow: UnsafeMutablePointer<GtkWidget>, window: GTKContainerWindow)
    {
        // snippet: article-list
        app.routes.add("causeway://app/article/*") { $0.sizesToContent = true }
        let list = GTKArticleList(app: app, url: articleURL, above: [bylineRow], below: [commentsRow], parent: window)
        window.push(list.nativePage(title: "Article"))   // the article is torn down when the page is popped
        // snippet: end
    }

    @MainActor
    static func inThePage(engine: GTKEngine) {
        // snippet: gauge-in-the-registry
        engine.components.registry.register("gauge") { props, context in Gauge(props: props, context: context) }
        // snippet: end
    }
}
