// The container code docs/container.md shows, with the app's own pieces it names.
import CWebKitGTK
import Causeway
import CausewayGTK
import Foundation

@MainActor
func openTheReader(pagesFolder: URL) {
    // snippet: container
    let app = HybridApp(info: AppInfo(name: "Reader", identifier: "app.reader", version: "1.0", build: "1"),
                        policy: CapabilityPolicy(rules: [.allow(["causeway://app"])]))
    app.schemes["causeway"] = StaticFilesEndpoint(sites: ["app": pagesFolder]).respond
    app.installInEveryContainer { _ in ArticlesPlugin() }             // one instance per container
    app.routes.add("causeway://app/article/*") { $0.sizesToContent = true; $0.allowsTextSelection = false }
    app.decideNavigation = { $0.url.scheme == "mailto" ? .openOutside : .allow }
    app.decideNewWindow = { _ in .newContainer }                        // target=_blank and window.open
    app.userAgentSuffix = "Reader/1.0"

    let window = GTKContainerWindow(app: app)
    window.nativePages.register("settings") { (_: Empty) in GTKNativePage(title: "Settings", widget: settingsView()) }
    window.titleViews.register("search") { (p: SearchParameters, c: Container) in GTKTitleView(widget: searchField(p, c)) }
    let container = window.open(URL(string: "causeway://app/")!)
    container.install(SearchPlugin())                                   // this container only
    container.observe { event in print(event) }                         // load phases, history, height, blank pages
    // snippet: end
}

final class ArticlesPlugin: Plugin {
    let namespace = "articles"
    func register(_ methods: PluginMethods) {}
}

final class SearchPlugin: Plugin {
    let namespace = "search"
    func register(_ methods: PluginMethods) {}
}

struct SearchParameters: Decodable { var placeholder: String }

@MainActor
func settingsView() -> UnsafeMutablePointer<GtkWidget> {
    gtk_label_new("Settings")
}

@MainActor
func searchField(_ parameters: SearchParameters, _ container: Container) -> UnsafeMutablePointer<GtkWidget> {
    let field = gtk_search_entry_new()!
    gtk_widget_set_tooltip_text(field, parameters.placeholder)
    return field
}
