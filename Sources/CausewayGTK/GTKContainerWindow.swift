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
public final class GTKContainerWindow: ContainerHost {
    /// One page of the stack.
    public enum Page {
        /// A web page: its container with its engine.
        case web(HostedContainer<GTKEngine>)
        case native(GTKNativePage)

        @MainActor
        var widget: UnsafeMutablePointer<GtkWidget> {
            switch self {
            case .web(let page): page.engine.widget
            case .native(let page): page.widget
            }
        }

        /// The page left the window: a web page's container is torn down, a native page's `onRemove` runs.
        @MainActor
        func removed() {
            switch self {
            case .web(let page): page.container.tearDown()
            case .native(let page): page.onRemove?()
            }
        }
    }

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
    public private(set) var pages: [Page] = []
    /// How many pages the stack holds.
    public var pageCount: Int { pages.count }
    /// The dialog on screen, if any.
    public private(set) var presentedDialog: GTKDialog?
    /// Hands a URL to the system; by default the desktop's handler for its scheme.
    public var openOutside: @MainActor (URL) -> Void = { url in
        g_app_info_launch_default_for_uri(url.absoluteString, nil, nil)
    }
    /// The stack of page widgets, under the header.
    let stack: UnsafeMutablePointer<GtkWidget>
    private let waitingPages: WaitingPages
    private var pageObservers: [@MainActor () -> Void] = []
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
        stack = gtk_stack_new()
        gtk_widget_set_vexpand(stack, 1)
        waitingPages = WaitingPages(over: stack)
        closing = WindowClosing(watching: window)
        closing.onClose = { [weak self] in self?.tearDownPages() }
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
        addShortcut("F5|<Control>r") { [weak self] in self?.reload() }
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
            push(.web(page))
            page.container.host = self
            return page.container
        }
        let page = pool?.take() ?? HostedContainer(app: app, engine: GTKEngine())
        let container = page.container
        push(.web(page))
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
        push(.native(page))
    }

    /// The top page's container, when it is a web page.
    public var topContainer: Container? { topWebPage?.container }

    /// The top page's container with its engine, when it is a web page.
    public var topWebPage: HostedContainer<GTKEngine>? {
        if case .web(let page)? = pages.last { page } else { nil }
    }

    /// What the back button does.
    public func back() {
        switch pages.last {
        case .web(let page): page.container.back()
        case .native: if pages.count > 1 { pop() }
        case nil: break
        }
    }

    /// Closes the top page, or the window when it is the last.
    public func closeTop() {
        guard pages.count > 1 else { return close() }
        pop()
    }

    /// Closes the window; every container in it is torn down.
    public func close() {
        guard !closing.isClosed else { return }
        closing.close()
        gtk_window_destroy(window)
    }

    /// Tears down every container, top first, when the window closes.
    private func tearDownPages() {
        for page in pages.reversed() { page.removed() }
        pages.removeAll()
        prerendered.evictAll()
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
        pageObservers.append(observer)
    }

    /// Reloads the top page, when it is a web page; the window's F5 and Ctrl+R do the same.
    public func reload() {
        topContainer?.reload()
    }

    /// Calls `run` whenever a key of `triggers` (GTK's syntax, such as `F5|<Control>r`) is pressed anywhere in the
    /// window, for as long as the window lives.
    private func addShortcut(_ triggers: String, _ run: @escaping @MainActor () -> Void) {
        let controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(gtk_shortcut_trigger_parse_string(triggers),
                                                                          CCallback.shortcutAction(run)))
        gtk_widget_add_controller(window.cast(), controller)
    }

    /// Returns when the window has been closed, by the user or by ``close()``.
    public func waitUntilClosed() async {
        await closing.wait()
    }

    /// Renders the header as it is on screen now (empty when it is hidden).
    public func headerScreenshot() throws -> PageSnapshot {
        try renderWidget(header.widget)
    }

    /// Renders the whole window, header and top page, as it is on screen now.
    public func screenshot() throws -> PageSnapshot {
        try renderWidget(window.cast())
    }

    /// Renders the whole window right after its next paint, when its layout is done: native components that follow
    /// a playing or scrolling page are drawn where the screen shows them.
    public func screenshotAfterNextPaint() async throws -> PageSnapshot {
        try await renderWidgetAfterNextPaint(window.cast())
    }

    // MARK: Stack

    private func push(_ page: Page) {
        pages.append(page)
        gtk_stack_add_child(stack.opaque, page.widget)
        markRoot()
        showTop()
        if case .web(let page) = page { page.container.becameVisible() }
        for observer in pageObservers { observer() }
    }

    private func pop() {
        guard let page = pages.popLast() else { return }
        // Show the page below first: GTK's stack shows nothing once its visible child is removed.
        markRoot()
        showTop()
        gtk_stack_remove(stack.opaque, page.widget)
        page.removed()
        for observer in pageObservers { observer() }
    }

    /// Tells each web page's container whether it is the root, the first page, which back never leaves.
    private func markRoot() {
        for (index, page) in pages.enumerated() {
            if case .web(let page) = page { page.container.isRoot = index == 0 }
        }
    }

    /// Makes the top page the stack's visible child and the header its header.
    private func showTop() {
        if let top = pages.last { gtk_stack_set_visible_child(stack.opaque, top.widget) }
        switch pages.last {
        case .web(let page):
            header.show(page.container.header, of: page.container)
            header.showProgress(page.engine.estimatedProgress, isLoading: page.container.isLoading,
                                enabled: page.container.header.showsProgress)
            applySize(of: page)
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

    private func isTop(_ container: Container) -> Bool {
        topContainer === container
    }

    private func applySize(of page: HostedContainer<GTKEngine>) {
        let (container, widget) = (page.container, page.engine.widget)
        // A content height the container took is within 2²⁰, checked where the container script's message is decoded.
        if container.pageOptions.sizesToContent, let height = container.contentHeight {
            gtk_widget_set_size_request(widget, -1, Int32(height.rounded(.up)))
            gtk_widget_set_vexpand(widget, 0)
            gtk_widget_set_valign(widget, GTK_ALIGN_START)
        } else {
            gtk_widget_set_size_request(widget, -1, -1)
            gtk_widget_set_vexpand(widget, 1)
            gtk_widget_set_valign(widget, GTK_ALIGN_FILL)
        }
    }

    // MARK: ContainerHost

    public func container(_ container: Container, didUpdate header: Header) {
        if isTop(container) { showTop() }
    }

    public func container(_ container: Container, didUpdateProgress progress: Double, isLoading: Bool) {
        guard isTop(container) else { return }
        header.showProgress(progress, isLoading: isLoading, enabled: container.header.showsProgress)
    }

    public func container(_ container: Container, didChangeContentHeight height: Double) {
        for case .web(let page) in pages where page.container === container { applySize(of: page) }
    }

    public func container(_ container: Container, present dialog: ScriptDialog) async -> ScriptDialog.Answer {
        let origin = dialog.origin ?? "This page"
        let (text, choices): (String?, [GTKDialog.Choice]) = switch dialog.kind {
        case .alert: (nil, [GTKDialog.Choice(label: "OK", accepts: true)])
        case .confirm: (nil, [GTKDialog.Choice(label: "Cancel", accepts: false), GTKDialog.Choice(label: "OK", accepts: true)])
        case .prompt(let defaultText):
            (defaultText, [GTKDialog.Choice(label: "Cancel", accepts: false), GTKDialog.Choice(label: "OK", accepts: true)])
        }
        let answer = await ask(GTKDialog(parent: window, title: origin, message: dialog.message, text: text,
                                         choices: choices))
        switch dialog.kind {
        case .alert: return .dismissed
        case .confirm: return answer.accepted ? .confirmed : .dismissed
        case .prompt: return answer.accepted ? .text(answer.text ?? "") : .dismissed
        }
    }

    /// The Linux share sheet: shows the item and copies it to the clipboard when the user chooses Copy.
    public func container(_ container: Container, share item: ShareItem) async -> Bool {
        let shared = [item.title, item.text, item.url].compactMap { $0 }.joined(separator: "\n")
        let answer = await ask(GTKDialog(parent: window, title: "Share", message: shared, text: nil, choices: [
            GTKDialog.Choice(label: "Cancel", accepts: false), GTKDialog.Choice(label: "Copy", accepts: true),
        ]))
        guard answer.accepted else { return false }
        gdk_clipboard_set_text(gtk_widget_get_clipboard(window.cast()), item.url ?? item.text ?? item.title ?? "")
        return true
    }

    public func container(_ container: Container, openWeb url: URL) {
        open(url)
    }

    /// Prerenders those of `urls` that are pages of `container`'s own origin and that the app would navigate to.
    public func container(_ container: Container, prerender urls: [URL]) -> [URL] {
        prerendered.prerender(urls, namedBy: container)
    }

    public func container(_ container: Container, openNative name: String, parameters: JSONValue) throws(BridgeError) {
        push(.native(try nativePages.page(named: name, parameters: parameters)))
    }

    public func container(_ container: Container, openOutside url: URL) {
        openOutside(url)
    }

    public func container(_ container: Container, check titleView: NativeTitleView) throws(BridgeError) {
        try titleViews.check(titleView)
    }

    /// Closes `container`'s page: the top one as ``closeTop()`` does; one further down (a page that closes itself
    /// after opening another) leaves the stack without disturbing the pages above it.
    public func containerDidRequestClose(_ container: Container) {
        guard !isTop(container) else { return closeTop() }
        guard let index = pages.firstIndex(where: { if case .web(let page) = $0 { page.container === container } else { false } })
        else { return }
        let page = pages.remove(at: index)
        gtk_stack_remove(stack.opaque, page.widget)
        container.tearDown()
        markRoot()
        for observer in pageObservers { observer() }
    }

    private func ask(_ dialog: GTKDialog) async -> (accepted: Bool, text: String?) {
        presentedDialog = dialog
        defer { if presentedDialog === dialog { presentedDialog = nil } }
        return await dialog.run()
    }
}

/// A native page for ``GTKContainerWindow``: a widget and the title its header shows.
public struct GTKNativePage {
    /// The title shown in the header.
    public var title: String
    /// The page's content.
    public var widget: UnsafeMutablePointer<GtkWidget>
    /// Called once when the page leaves the window (popped, or the window closed): a page holding a container
    /// tears it down here. The window keeps it, and what it captures, as long as the page is in the stack.
    public var onRemove: (@MainActor () -> Void)?

    /// A page showing `widget` under `title`; `onRemove` runs when it leaves the window.
    public init(title: String, widget: UnsafeMutablePointer<GtkWidget>, onRemove: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.widget = widget
        self.onRemove = onRemove
    }
}
