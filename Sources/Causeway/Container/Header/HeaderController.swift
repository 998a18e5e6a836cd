import Foundation

/// A container's header: what it shows and the page options under it, made of the app's options, the routes of
/// the page's URL and the header configurations of the page and of native code (``HeaderState``). It checks a
/// configuration before either source takes it, keeps the user's picks in title views, and tells the host, the
/// container's observers and the page of every change.
@MainActor
final class HeaderController {
    /// The options of the current page: the app's, adjusted by its routes and by header configurations.
    private(set) var pageOptions: PageOptions
    /// What the header shows.
    private(set) var header: Header
    private var state = HeaderState()
    private unowned let container: Container

    /// The header of `container`, showing the app's options until the first change.
    init(container: Container) {
        self.container = container
        pageOptions = container.app.pageOptions
        header = Header(options: container.app.pageOptions, documentTitle: nil)
    }

    /// Native code's configuration, which outlives page changes. Throws as ``check(_:)`` does.
    func configureFromNative(_ configuration: HeaderConfiguration) throws(BridgeError) {
        try check(configuration)
        state.configureFromNative(configuration)
        refresh()
    }

    /// A configuration from the page; it lasts until the document changes. Throws as ``check(_:)`` does.
    func configureFromPage(_ configuration: HeaderConfiguration) throws(BridgeError) {
        try check(configuration)
        state.configureFromPage(configuration)
        refresh()
    }

    /// The user tapped the right item `id`: the page receives `header.itemTapped` with `{id}`.
    func itemTapped(_ id: String) {
        container.notify(.headerItemTapped(id))
        try? container.bridge.emit("header.itemTapped", ["id": id])
    }

    /// The user picked segment `index` of the segmented title.
    func segmentSelected(_ index: Int) {
        guard case .segments(let segments) = header.titleView else { return }
        pick(index, among: segments.segments, selected: segments.selected, reporting: "header.segmentSelected",
             ContainerEvent.headerSegmentSelected)
    }

    /// The user picked item `index` of the menu title.
    func menuItemSelected(_ index: Int) {
        guard case .menu(let menu) = header.titleView else { return }
        pick(index, among: menu.items, selected: menu.selected, reporting: "header.menuItemSelected",
             ContainerEvent.headerMenuItemSelected)
    }

    /// A new document: what its predecessor configured is gone (the header shows it at the next ``refresh(url:)``).
    func documentChanged() {
        state.documentChanged()
    }

    /// Works out the options and the header again, for the routes of `url` (by default the page's), and tells the
    /// host and the observers when the header changed.
    func refresh(url: URL? = nil) {
        let options = state.applied(to: routeOptions(for: url))
        pageOptions = options
        let engine = container.engine
        let header = Header(options: options, documentTitle: engine.title,
                            canGoBack: !container.isRoot || engine.canGoBack)
        guard header != self.header else { return }
        self.header = header
        container.host?.container(container, didUpdate: header)
        container.notify(.headerChanged(header))
    }

    /// Refuses a title view the header cannot show, and more items than the page budget allows.
    private func check(_ configuration: HeaderConfiguration) throws(BridgeError) {
        let limit = container.bridge.budget.headerItems
        guard configuration.largestItemCount <= limit else {
            throw BridgeError(.limitExceeded, "A header part may show at most \(limit) items")
        }
        guard let titleView = configuration.titleView else { return }
        try titleView.validate()
        guard case .native(let native) = titleView else { return }
        guard let host = container.host else { throw native.notFound }
        try host.container(container, check: native)
    }

    /// Keeps the user's pick of item `index` of `items` and reports it to observers and to the page as `event`,
    /// unless it is `selected` already or not an item.
    private func pick(_ index: Int, among items: [String], selected: Int, reporting event: String,
                      _ observed: (HeaderSelection) -> ContainerEvent)
    {
        guard items.indices.contains(index), index != selected else { return }
        state.select(index, over: routeOptions())
        refresh()
        let selection = HeaderSelection(index: index, title: items[index])
        container.notify(observed(selection))
        try? container.bridge.emit(event, selection)
    }

    /// The app's options with the routes for `url` (by default the page's) applied.
    private func routeOptions(for url: URL? = nil) -> PageOptions {
        container.app.routes.options(for: url ?? container.engine.url, base: container.app.pageOptions)
    }
}
