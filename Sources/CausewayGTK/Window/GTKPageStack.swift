import CWebKitGTK
import Causeway

/// The pages of a ``GTKContainerWindow``, root first, in a GTK stack that shows the top one: it adds and removes
/// their widgets, tells each web page's container whether it is the root, sizes a web page to its content when its
/// options ask for it, tears pages down as they leave, and tells observers after every change.
@MainActor
final class GTKPageStack {
    typealias Page = GTKContainerWindow.Page

    /// The pages, root first.
    private(set) var pages: [Page] = []
    /// The GTK stack of the pages' widgets.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// Called whenever the top page is shown anew, after the stack shows its widget: the window draws its header.
    var onShowTop: (@MainActor () -> Void)?
    private var observers: [@MainActor () -> Void] = []

    /// An empty stack.
    init() {
        widget = gtk_stack_new()
        gtk_widget_set_vexpand(widget, 1)
    }

    /// The top page's container with its engine, when it is a web page.
    var topWebPage: HostedContainer<GTKEngine>? {
        if case .web(let page)? = pages.last { page } else { nil }
    }

    /// Calls `observer` after every push and pop, once the new top page is the one shown.
    func observe(_ observer: @escaping @MainActor () -> Void) {
        observers.append(observer)
    }

    /// Puts `page` on top and shows it; a web page's container is told it is visible.
    func push(_ page: Page) {
        pages.append(page)
        gtk_stack_add_child(widget.opaque, page.widget)
        markRoot()
        showTop()
        if case .web(let page) = page { page.container.becameVisible() }
        notifyObservers()
    }

    /// Takes the top page off, shows the one below and tears the top one down.
    func pop() {
        guard let page = pages.popLast() else { return }
        // Show the page below first: GTK's stack shows nothing once its visible child is removed.
        markRoot()
        showTop()
        gtk_stack_remove(widget.opaque, page.widget)
        page.removed()
        notifyObservers()
    }

    /// Takes `container`'s page out from under the top page, leaving the pages above it as they are, and tears the
    /// container down; a container that is not in the stack changes nothing.
    func remove(_ container: Container) {
        guard let index = pages.firstIndex(where: { if case .web(let page) = $0 { page.container === container } else { false } })
        else { return }
        let page = pages.remove(at: index)
        gtk_stack_remove(widget.opaque, page.widget)
        container.tearDown()
        markRoot()
        notifyObservers()
    }

    /// Tears down every page, top first.
    func removeAll() {
        for page in pages.reversed() { page.removed() }
        pages.removeAll()
    }

    /// Makes the top page the stack's visible child, has the window draw its header, and sizes it.
    func showTop() {
        if let top = pages.last { gtk_stack_set_visible_child(widget.opaque, top.widget) }
        onShowTop?()
        if let page = topWebPage { applySize(of: page) }
    }

    /// Sizes `container`'s pages anew, after its content height changed.
    func resize(_ container: Container) {
        for case .web(let page) in pages where page.container === container { applySize(of: page) }
    }

    /// Tells each web page's container whether it is the root, the first page, which back never leaves.
    private func markRoot() {
        for (index, page) in pages.enumerated() {
            if case .web(let page) = page { page.container.isRoot = index == 0 }
        }
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

    private func notifyObservers() {
        for observer in observers { observer() }
    }
}
