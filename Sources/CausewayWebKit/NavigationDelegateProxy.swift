#if canImport(WebKit) && canImport(UIKit)
import Causeway
import Foundation
import WebKit

/// The web view's navigation delegate: it asks the engine to decide navigations and turns WebKit's callbacks into
/// ``NavigationEvent``s for it. It refers to the engine weakly (the web view holds its delegate weakly too; the
/// engine holds the proxy).
@MainActor
final class NavigationDelegateProxy: NSObject, WKNavigationDelegate {
    private weak var engine: WKWebViewEngine?

    init(engine: WKWebViewEngine) {
        self.engine = engine
    }

    /// Decides at once (the decider is synchronous); without an engine everything is allowed.
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    {
        decisionHandler(engine?.decidePolicy(for: navigationAction) ?? .allow)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        engine?.report(.started(webView.url))
    }

    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {
        engine?.report(.redirected(webView.url))
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error) {
        engine?.report(.failed(webView.url, error.localizedDescription, provisional: true))
    }

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {
        engine?.report(.committed(webView.url))
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        engine?.report(.finished(webView.url))
        engine?.report(.titleChanged(webView.title))
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
        engine?.report(.failed(webView.url, error.localizedDescription, provisional: false))
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        engine?.report(.webProcessTerminated("the web content process terminated"))
    }
}
#endif
