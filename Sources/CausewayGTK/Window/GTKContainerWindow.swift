public import CWebKitGTK
public import Causeway
public import Foundation

/// The Linux `ContainerHost`: one window with a container header and a stack of pages, web containers and
/// native pages, like a navigation controller.
///
/// `nav.openWeb` and `target=_blank` push a new container of the same app; `nav.openNative` pushes a page from
/// ``nativePages``; back goes back in the page's history, then pops the page; close pops it, or closes the window
/// at the root. The root page has no back button while it has no history, so back never closes the window. The header shows the top page's header; a native title view comes from ``titleViews``, made
/// afresh whenever it comes back on top.
///
/// ```swift
/// let window = GTKContainerWindow(app: app)
/// window.nativePages.register("about") { (_: Empty) in GTKNativePage(title: "About", widget: aboutView()) }
/// window.titleViews.register("logo") { (_: Empty, _: Container) in GTKTitleView(widget: logoView()) }
/// window.open(URL(string: "causeway://app/")!)
/// ```
@MainActor
public final class GTKContainerWindow {
    /// The app whose containers the window shows.
    public let app: HybridApp
    /// Where new containers come from, warmed; without a pool each is made when it opens.
    public let pool: ContainerPool<GTKEngine>?
    /// The pages loaded ahead of time (`nav.prerender`, ``prerender(_:)``); ``open(_:)`` shows one of them when
    /// it opens its URL. At most two are kept, each for three minutes, and all are torn down when the system warns
    /// that memory is low. They wait laid out over the page stack, unmapped, so that one opens in the next frame
    /// (WebKit counts it hidden while it waits and runs no animation frames for it; `nav.visible` tells it when it is
    /// shown).
    public let prerendered: Prerenderer<GTKEngine>
    /// The window.
    public let window: UnsafeMutablePointer<GtkWindow>
    /// The header.
    public let header: GTKHeaderBar
    /// The native pages `nav.openNative` can open.
    public let nativePages = NativePageRoutes<GTKNativePage>()
    /// The app's own title views, which a page's header shows by name (`{titleView: {native: NAME}}`).
    public let titleViews: NativeTitleViews<GTKTitleView>
    /// The pages, root first.
    public var pages: [Page] { pageStack.pages }
    /// How many pages the stack holds.
    public var pageCount: Int { pageStack.pages.count }
    /// The dialog on screen, if any.
    public var presentedDialog: GTKDialog? { dialogs.presented }
    /// Hands a URL to the system; by default the desktop's handler for its scheme.
    public var openOutside: @MainActor (URL) -> Void = { url in
        g_app_info_launch_default_for_uri(url.absoluteString, nil, nil)
    }
    /// The stack of page widgets, under the header.
    var stack: UnsafeMutablePointer<GtkWidget> { pageStack.widget }
    let pageStack: GTKPageStack
    let dialogs: GTKWindowDialogs
    private let waitingPages: WaitingPages
    private let closing: WindowClosing
    private var memoryWarnings: MemoryWarnings?

    /// Opens a window of the given size for `app`'s pages, taking their containers from `pool` when given.
    public init(app: HybridApp, pool: ContainerPool<GTKEngine>? = nil, width: Int32 = 1000, height: Int32 = 760) {
        GLibMainLoop.prepare()
        self.app = app
        self.pool = pool
        prerendered = Prerenderer(app: app) { pool?.take() ?? HostedContainer(app: app, engine: GTKEngine()) }
        let titleViews = NativeTitleViews<GTKTitleView>()
        self.titleViews = titleViews
        header = GTKHeaderBar(titleViews: titleViews)
        window = gtk_window_new().cast()
        gtk_window_set_title(window, app.info.name)
        gtk_window_set_default_size(window, width, height)
        pageStack = GTKPageStack()
        dialogs = GTKWindowDialogs(over: window)
        waitingPages = WaitingPages(over: pageStack.widget)
        closing = WindowClosing(watching: window)
        closing.onClose = { [weak self] in self?.tearDownPages() }
        pageStack.onShowTop = { [weak self] in self?.showTopHeader() }
        header.onBack = { [weak self] in self?.back() }
        header.onClose = { [weak self] in self?.closeTop() }
        header.onItemTapped = { [weak self] id in self?.topContainer?.headerItemTapped(id) }
        header.onSegmentPicked = { [weak self] index in self?.topContainer?.headerSegmentSelected(index) }
        header.onMenuItemPicked = { [weak self] index in self?.topContainer?.headerMenuItemSelected(index) }
        gtk_window_set_titlebar(window, header.widget)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(column.cast(), header.progressBar)
        gtk_box_append(column.cast(), waitingPages.widget)
        gtk_window_set_child(window, column)
        WindowShortcuts.add("F5|<Control>r", to: window) { [weak self] in self?.reload() }
        gtk_window_present(window)
        memoryWarnings = MemoryWarnings { [weak self] in self?.prerendered.evictAll() }
        prerendered.onWait = { [waitingPages] in waitingPages.add($0.engine.widget) }
        prerendered.onLeave = { [waitingPages] in waitingPages.remove($0.engine.widget) }
    }

    /// Opens `url` in a new container on top of the stack and returns the container: the page prerendered for
    /// `url`, already loaded, when there is one (see ``prerendered``); else a container warmed by ``pool`` when
    /// there is one, or a new one, that loads `url`.
    @discardableResult
    public func open(_ url: URL) -> Container {
        if let page = prerendered.take(url) {
            pageStack.push(.web(page))
            page.container.host = self
            return page.container
        }
        let page = pool?.take() ?? HostedContainer(app: app, engine: GTKEngine())
        let container = page.container
        pageStack.push(.web(page))
        container.host = self
        container.load(url)
        return container
    }

    /// Loads `urls` off screen, so that opening one of them shows it loaded (see ``prerendered``); returns the
    /// URLs prerendered, leaving out those `HybridApp.decideNavigation` does not allow. The app may name any
    /// origin's pages; a page only its own (`nav.prerender`).
    @discardableResult
    public func prerender(_ urls: [URL]) -> [URL] {
        urls.filter { url in (try? prerendered.prerender(url)) != nil }
    }

    /// Pushes a native page.
    public func push(_ page: GTKNativePage) {
        pageStack.push(.native(page))
    }

    /// The top page's container, when it is a web page.
    public var topContainer: Container? { topWebPage?.container }

    /// The top page's container with its engine, when it is a web page.
    public var topWebPage: HostedContainer<GTKEngine>? { pageStack.topWebPage }

    /// What the back button does.
    public func back() {
        switch pages.last {
        case .web(let page): page.container.back()
        case .native: if pages.count > 1 { pageStack.pop() }
        case nil: break
        }
    }

    /// Closes the top page, or the window when it is the last.
    public func closeTop() {
        guard pages.count > 1 else { return close() }
        pageStack.pop()
    }

    /// Closes the window; every container in it is torn down.
    public func close() {
        guard !closing.isClosed else { return }
        closing.close()
        gtk_window_destroy(window)
    }

    /// Shows `widget` over the page stack, above whichever page is on top, until ``removeOverlay(_:)``: a banner or
    /// a notice an app draws over its pages. The window holds a reference to it meanwhile.
    public func addOverlay(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_add_overlay(waitingPages.widget.opaque, widget)
    }

    /// Takes away a widget ``addOverlay(_:)`` showed.
    public func removeOverlay(_ widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_overlay_remove_overlay(waitingPages.widget.opaque, widget)
    }

    /// Calls `observer` after every push and pop, once the new top page is the one shown.
    public func observePages(_ observer: @escaping @MainActor () -> Void) {
        pageStack.observe(observer)
    }

    /// Reloads the top page, when it is a web page; the window's F5 and Ctrl+R do the same.
    public func reload() {
        topContainer?.reload()
    }

    /// Returns when the window has been closed, by the user or by ``close()``.
    public func waitUntilClosed() async {
        await closing.wait()
    }

    /// Tears down every container, top first, when the window closes.
    private func tearDownPages() {
        pageStack.removeAll()
        prerendered.evictAll()
    }

    /// Draws the top page's header, and its title as the window's.
    private func showTopHeader() {
        switch pages.last {
        case .web(let page):
            header.show(page.container.header, of: page.container)
            header.showProgress(page.engine.estimatedProgress, isLoading: page.container.isLoading,
                                enabled: page.container.header.showsProgress)
        case .native(let page):
            // A native page goes back by leaving; the first page closes the window instead.
            let isRoot = pages.count == 1
            header.show(Header(title: page.title, showsBackButton: !isRoot, showsCloseButton: isRoot,
                               showsProgress: false), of: nil)
            header.showProgress(0, isLoading: false, enabled: false)
        case nil:
            break
        }
        PageTextLabel.title(window, header.title.isEmpty ? app.info.name : header.title)
    }
}
