public import CWebKitGTK
public import Causeway

extension GTKContainerWindow {
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
