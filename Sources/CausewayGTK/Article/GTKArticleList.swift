public import CWebKitGTK
public import Causeway
public import Foundation

/// A native list with a web article in it: native rows above and below a container whose web view is exactly as
/// tall as its page, in one scrolled window, so that the whole screen scrolls as one.
///
/// The article's route must turn on `PageOptions.sizesToContent`: the list then gives the web view the page's
/// content height and follows it as the page changes (an image loads, a "Read more" expands), moving the rows
/// below. The page never scrolls inside itself: the container script hides its overflow, and the wheel over the
/// article scrolls the list.
///
/// ```swift
/// app.routes.add("causeway://app/article.html") { $0.sizesToContent = true }
/// let list = GTKArticleList(app: app, url: articleURL, above: [titleRow], below: [commentsRow], parent: window)
/// window.push(list.nativePage(title: "Article"))   // torn down when the page leaves the window
/// ```
///
/// The list is the container's host through ``host``; dialogs, sharing and the pages the article opens go to
/// `parent`, the host of the screen around it (a ``GTKContainerWindow``).
@MainActor
public final class GTKArticleList {
    /// The article's container, with its engine.
    public let article: HostedContainer<GTKEngine>
    /// The article's container host: it takes the content height and passes everything else to its parent.
    public let host: EmbeddedContainerHost
    /// The list: a scrolled window to put in a window or a page.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The native rows above the article, top first.
    public let rowsAbove: [UnsafeMutablePointer<GtkWidget>]
    /// The native rows below the article, top first.
    public let rowsBelow: [UnsafeMutablePointer<GtkWidget>]
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private var wheel: WheelHandOff?

    /// The article's container.
    public var container: Container { article.container }

    /// Shows `article` between `above` and `below`, and becomes its container's host; `parent` is the host of the
    /// screen around the list. The article's page is loaded by whoever made it.
    ///
    /// Until the page reports its height, the article is `estimatedHeight` pixels tall (WebKitGTK draws nothing
    /// in a web view that starts with no height, even once it has one).
    public init(article: HostedContainer<GTKEngine>, above: [UnsafeMutablePointer<GtkWidget>],
                below: [UnsafeMutablePointer<GtkWidget>], parent: (any ContainerHost)?, estimatedHeight: Double = 100)
    {
        self.article = article
        rowsAbove = above
        rowsBelow = below
        host = EmbeddedContainerHost(parent: parent)
        widget = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(widget.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        for row in above + [article.engine.widget] + below { gtk_box_append(column.cast(), row) }
        gtk_widget_set_valign(article.engine.widget, GTK_ALIGN_START)
        gtk_widget_set_vexpand(article.engine.widget, 0)
        // The viewport must not scroll to the web view when it takes the focus (a click in the article): it is
        // taller than the list, and the list would jump to its top.
        let viewport = gtk_viewport_new(nil, nil)!
        gtk_viewport_set_scroll_to_focus(viewport.opaque, 0)
        gtk_viewport_set_child(viewport.opaque, column)
        gtk_scrolled_window_set_child(widget.opaque, viewport)
        adjustment = gtk_scrolled_window_get_vadjustment(widget.opaque)!
        wheel = WheelHandOff(from: article.engine.widget, to: adjustment)
        host.onContentHeightChange = { [weak self] height in self?.applyHeight(height) }
        article.container.host = host
        applyHeight(article.container.contentHeight ?? max(1, estimatedHeight))
    }

    /// Makes a container of `app` for the article, shows it between `above` and `below` and loads `url`.
    public convenience init(app: HybridApp, url: URL, above: [UnsafeMutablePointer<GtkWidget>],
                            below: [UnsafeMutablePointer<GtkWidget>], parent: (any ContainerHost)?,
                            estimatedHeight: Double = 100)
    {
        self.init(article: HostedContainer(app: app, engine: GTKEngine()), above: above, below: below, parent: parent,
                  estimatedHeight: estimatedHeight)
        container.load(url)
    }

    /// The height the article's web view has now, in pixels: the page's content height, rounded up, once the page
    /// reported it.
    public var articleHeight: Int32 {
        var height: Int32 = 0
        gtk_widget_get_size_request(article.engine.widget, nil, &height)
        return max(0, height)
    }

    /// How far the list is scrolled, in pixels from its top.
    public var scrollOffset: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }

    /// Where `row` (one of the rows, or the article's ``GTKEngine/widget``) is in the list's visible area, in
    /// pixels from its top left; `nil` while it is not laid out.
    public func frame(of row: UnsafeMutablePointer<GtkWidget>) -> ComponentRect? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(row, widget, &bounds) != 0 else { return nil }
        return ComponentRect(x: Double(bounds.origin.x), y: Double(bounds.origin.y),
                             width: Double(bounds.size.width), height: Double(bounds.size.height))
    }

    /// Renders what the list shows, right after its window's next paint: the rows and the part of the article in
    /// view, as a person sees them.
    public func screenshot() async throws -> PageSnapshot {
        // The window's pixels in the list's place: the window draws the background the list shows through.
        guard let native = gtk_widget_get_native(widget) else { throw EngineError.snapshot("The list is in no window") }
        let window = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else {
            throw EngineError.snapshot("The list is not in its window")
        }
        return try await renderWidgetAfterNextPaint(window, region: ComponentRect(
            x: Double(bounds.origin.x), y: Double(bounds.origin.y),
            width: Double(bounds.size.width), height: Double(bounds.size.height)))
    }

    /// The list as a page of a ``GTKContainerWindow``: the page holds the list, and tears its article down when it
    /// leaves the window.
    public func nativePage(title: String) -> GTKNativePage {
        GTKNativePage(title: title, widget: widget) { [self] in tearDown() }
    }

    /// Tears the article's container down (see `Container.tearDown()`); the list shows the article no more.
    public func tearDown() {
        wheel = nil
        container.tearDown()
    }

    /// `height` is a content height the container took, within 2²⁰ (checked where the container script's message is
    /// decoded).
    private func applyHeight(_ height: Double) {
        gtk_widget_set_size_request(article.engine.widget, -1, Int32(height.rounded(.up)))
    }
}
