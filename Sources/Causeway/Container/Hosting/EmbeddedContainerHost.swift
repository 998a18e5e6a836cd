public import Foundation

/// The host of a container shown inside a native screen, such as a web article between native rows of a list: it
/// follows the page's content height and hands everything else to the host of the screen around it.
///
/// Turn on ``PageOptions/sizesToContent`` for the page's route, so that the container reports its height. The
/// screen's own host (a container window, a view controller) keeps showing dialogs, the share sheet and the pages
/// the article opens; the embedded page has no header of its own, so header and progress changes go to `parent`
/// too, which ignores them for a container it does not show on top.
///
/// ```swift
/// let host = EmbeddedContainerHost(parent: window) { height in resizeArticle(to: height) }
/// container.host = host   // the container holds its host weakly: keep `host`
/// ```
@MainActor
public final class EmbeddedContainerHost: ContainerHost {
    /// The host of the screen around the page; it shows dialogs and the share sheet and opens new pages.
    public weak var parent: (any ContainerHost)?
    /// The page's content height, once it was reported: what the screen gives the page.
    public private(set) var contentHeight: Double?
    /// Called with the new height whenever the page's content height changes.
    public var onContentHeightChange: @MainActor (Double) -> Void
    /// Called when the page asks to close (`nav.close()`); without it, the request goes to ``parent``.
    public var onClose: (@MainActor () -> Void)?

    /// A host passing everything but the content height to `parent`; `onContentHeightChange` is told each new
    /// height.
    public init(parent: (any ContainerHost)?, onContentHeightChange: @escaping @MainActor (Double) -> Void = { _ in }) {
        self.parent = parent
        self.onContentHeightChange = onContentHeightChange
    }

    public func container(_ container: Container, didChangeContentHeight height: Double) {
        guard height != contentHeight else { return }
        contentHeight = height
        onContentHeightChange(height)
    }

    public func container(_ container: Container, didUpdate header: Header) {
        parent?.container(container, didUpdate: header)
    }

    public func container(_ container: Container, didUpdateProgress progress: Double, isLoading: Bool) {
        parent?.container(container, didUpdateProgress: progress, isLoading: isLoading)
    }

    /// The parent's answer; `.dismissed` when there is no parent to ask.
    public func container(_ container: Container, present dialog: ScriptDialog) async -> ScriptDialog.Answer {
        guard let parent else { return .dismissed }
        return await parent.container(container, present: dialog)
    }

    /// The parent's answer; `false` (not shared) when there is no parent to ask.
    public func container(_ container: Container, share item: ShareItem) async -> Bool {
        guard let parent else { return false }
        return await parent.container(container, share: item)
    }

    public func container(_ container: Container, openWeb url: URL) {
        parent?.container(container, openWeb: url)
    }

    /// Opens the native page through the parent; without a parent, no page of that name can open.
    public func container(_ container: Container, openNative name: String, parameters: JSONValue) throws(BridgeError) {
        guard let parent else { throw BridgeError.handlerFailed("No screen can open the native page \(name)") }
        try parent.container(container, openNative: name, parameters: parameters)
    }

    public func container(_ container: Container, openOutside url: URL) {
        parent?.container(container, openOutside: url)
    }

    public func containerDidRequestClose(_ container: Container) {
        if let onClose { onClose() } else { parent?.containerDidRequestClose(container) }
    }

    /// The parent's pages, where this page opens its pages; one without a parent.
    public var pageCount: Int { parent?.pageCount ?? 1 }
}
