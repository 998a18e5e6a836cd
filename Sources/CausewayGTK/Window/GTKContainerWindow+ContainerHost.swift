public import Causeway
public import Foundation

extension GTKContainerWindow: ContainerHost {
    public func container(_ container: Container, didUpdate header: Header) {
        if isTop(container) { pageStack.showTop() }
    }

    public func container(_ container: Container, didUpdateProgress progress: Double, isLoading: Bool) {
        guard isTop(container) else { return }
        header.showProgress(progress, isLoading: isLoading, enabled: container.header.showsProgress)
    }

    public func container(_ container: Container, didChangeContentHeight height: Double) {
        pageStack.resize(container)
    }

    public func container(_ container: Container, present dialog: ScriptDialog) async -> ScriptDialog.Answer {
        await dialogs.present(dialog)
    }

    /// The Linux share sheet: shows the item and copies it to the clipboard when the user chooses Copy.
    public func container(_ container: Container, share item: ShareItem) async -> Bool {
        await dialogs.share(item)
    }

    public func container(_ container: Container, openWeb url: URL) {
        open(url)
    }

    /// Prerenders those of `urls` that are pages of `container`'s own origin and that the app would navigate to.
    public func container(_ container: Container, prerender urls: [URL]) -> [URL] {
        prerendered.prerender(urls, namedBy: container)
    }

    public func container(_ container: Container, openNative name: String, parameters: JSONValue) throws(BridgeError) {
        pageStack.push(.native(try nativePages.page(named: name, parameters: parameters)))
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
        pageStack.remove(container)
    }

    private func isTop(_ container: Container) -> Bool {
        topContainer === container
    }
}
