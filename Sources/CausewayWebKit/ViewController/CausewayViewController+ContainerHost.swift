#if canImport(WebKit) && canImport(UIKit)
public import Causeway
public import Foundation
import UIKit

extension CausewayViewController: ContainerHost {
    public func container(_ container: Container, didUpdate header: Header) {
        applyHeader(header)
    }

    public func container(_ container: Container, didUpdateProgress progress: Double, isLoading: Bool) {
        let value = Float(progress)
        progressView.setProgress(value, animated: isLoading && value > progressView.progress)
        progressView.isHidden = !(isLoading && container.header.showsProgress)
    }

    /// Takes the page's height as `preferredContentSize` when the page sizes to its content, for a parent that
    /// embeds this controller (it is told through `preferredContentSizeDidChange(forChildContentContainer:)`).
    public func container(_ container: Container, didChangeContentHeight height: Double) {
        guard container.pageOptions.sizesToContent else { return }
        preferredContentSize = CGSize(width: preferredContentSize.width, height: height)
    }

    /// Presents the dialog as an alert and waits for the user's tap; answers `.dismissed` when nothing can be
    /// presented (the view is not on screen, or something else is presented).
    public func container(_ container: Container, present dialog: ScriptDialog) async -> ScriptDialog.Answer {
        guard canPresent else { return .dismissed }
        return await withCheckedContinuation { continuation in
            present(ScriptDialogAlert.make(for: dialog) { continuation.resume(returning: $0) }, animated: true)
        }
    }

    /// Offers the text (or title) and URL to a share sheet and answers whether the user completed an activity.
    public func container(_ container: Container, share item: ShareItem) async -> Bool {
        var items: [Any] = []
        if let text = item.text ?? item.title { items.append(text) }
        if let url = item.url.flatMap(URL.init(string:)) { items.append(url) }
        guard !items.isEmpty, canPresent else { return false }
        return await withCheckedContinuation { continuation in
            let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
            var pending: CheckedContinuation<Bool, Never>? = continuation
            sheet.completionWithItemsHandler = { _, completed, _, _ in
                pending?.resume(returning: completed)
                pending = nil
            }
            // On iPad the sheet is a popover and needs an anchor.
            if let popover = sheet.popoverPresentationController {
                popover.sourceView = view
                popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
            }
            present(sheet, animated: true)
        }
    }

    public func container(_ container: Container, openWeb url: URL) {
        showPage(makeWebPage(for: url))
    }

    /// Prerenders those of `urls` that are pages of `container`'s own origin and that the app would navigate to,
    /// each laid out at this page's size while it waits.
    public func container(_ container: Container, prerender urls: [URL]) -> [URL] {
        let accepted = prerendered.prerender(urls, namedBy: container)
        for url in accepted { prerendered.page(for: url)?.engine.webView.frame = view.bounds }
        return accepted
    }

    public func container(_ container: Container, openNative name: String, parameters: JSONValue) throws(BridgeError) {
        showPage(try nativePages.page(named: name, parameters: parameters))
    }

    public func container(_ container: Container, openOutside url: URL) {
        UIApplication.shared.open(url)
    }

    public func container(_ container: Container, check titleView: NativeTitleView) throws(BridgeError) {
        try titleViews.check(titleView)
    }

    /// The pages of the navigation stack this page is on; one when it is on none.
    public var pageCount: Int { navigationController?.viewControllers.count ?? 1 }

    /// Pops this page (and anything above it) off the navigation stack, or dismisses it when it is the stack's
    /// root.
    public func containerDidRequestClose(_ container: Container) {
        if let navigationController,
           let index = navigationController.viewControllers.firstIndex(where: { $0 === self }), index > 0
        {
            navigationController.popToViewController(navigationController.viewControllers[index - 1], animated: true)
        } else {
            dismiss(animated: true) { [container] in container.tearDown() }
        }
    }
}
#endif
