#if canImport(WebKit) && canImport(UIKit)
import Causeway
import Foundation
import WebKit

/// The web view's UI delegate: it turns new-window requests and the page's `alert`, `confirm` and `prompt` into the
/// engine's hooks. It refers to the engine weakly (the web view holds its delegate weakly too; the engine holds the
/// proxy).
///
/// WebKit calls the completion-handler forms of the panel methods, which are the ones implemented; each completion
/// handler is called exactly once, as WebKit requires.
@MainActor
final class UIDelegateProxy: NSObject, WKUIDelegate {
    private weak var engine: WKWebViewEngine?

    init(engine: WKWebViewEngine) {
        self.engine = engine
    }

    /// `window.open` (and a `target=_blank` link WebKit did not already offer to the navigation delegate): the
    /// engine's handler decides where the URL goes; no web view is made, so the page's `window.open` gets `null`.
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    {
        engine?.requestNewWindow(NavigationAction(webKit: navigationAction))
        return nil
    }

    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void)
    {
        present(.alert, message, frame) { _ in completionHandler() }
    }

    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    {
        present(.confirm, message, frame) { completionHandler($0 == .confirmed) }
    }

    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                 initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
    {
        present(.prompt(defaultText: defaultText ?? ""), prompt, frame) { answer in
            if case .text(let text) = answer { completionHandler(text) } else { completionHandler(nil) }
        }
    }

    private func present(_ kind: ScriptDialog.Kind, _ message: String, _ frame: WKFrameInfo,
                         answer: @escaping @MainActor (ScriptDialog.Answer) -> Void)
    {
        guard let engine else {
            answer(.dismissed)
            return
        }
        let origin = FrameIdentity(frameInfo: frame).origin
        engine.present(ScriptDialog(kind: kind, message: message, origin: origin), answer: answer)
    }
}
#endif
