// Source: https://developer.apple.com/documentation/webkit/wknavigationdelegate
//   Apple: `@MainActor protocol WKNavigationDelegate : NSObjectProtocol`; every method is an Objective-C `optional`
//   requirement. The ones modelled, as Apple's pages give them:
//   .../webview(_:decidepolicyfor:decisionhandler:)-2ni62
//       `optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
//        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)`
//     and its async form (imported by Swift from the same selector; the header marks it WK_SWIFT_ASYNC(3)):
//       `optional func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
//        -> WKNavigationActionPolicy`
//   .../webview(_:didstartprovisionalnavigation:)  `optional func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)`
//   .../webview(_:didreceiveserverredirectforprovisionalnavigation:)
//       `optional func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)`
//   .../webview(_:didfailprovisionalnavigation:witherror:)
//       `optional func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)`
//   .../webview(_:didcommit:)   `optional func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)`
//   .../webview(_:didfinish:)   `optional func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)`
//   .../webview(_:didfail:witherror:)
//       `optional func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)`
//       (this page was not in the corpus; the spelling follows the header's `webView:didFailNavigation:withError:`
//        and the sibling didFailProvisionalNavigation page)
//   .../webviewwebcontentprocessdidterminate(_:)  `optional func webViewWebContentProcessDidTerminate(_ webView: WKWebView)`
//   (".../" is https://developer.apple.com/documentation/webkit/wknavigationdelegate/)
//   Not modelled: the navigation-response, preferences, authentication-challenge, download and back-forward methods.
//
// Model: Swift on Linux has no `@objc optional`, so each optional method is a requirement with a default in the
// extension below; a conforming type may leave any of them out, as on Apple. The decision method's two forms bridge
// like WebKit's: WebKit (and the model, see `WKWebView.modelDecidePolicy(for:)`) calls the completion form; its
// default runs the async form in a main-actor task; the async form's default answers `.allow`, which is what WebKit
// does when the delegate implements neither.
public import Foundation

@MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    )

    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)

    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)

    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}

// Defaults standing in for Objective-C `optional` (model only, see above).
extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView,
        decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        Task { @MainActor in
            decisionHandler(await self.webView(webView, decidePolicyFor: navigationAction))
        }
    }

    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction) async
        -> WKNavigationActionPolicy
    {
        .allow
    }

    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}

    public func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!) {}

    public func webView(
        _ webView: WKWebView,
        didFailProvisionalNavigation navigation: WKNavigation!,
        withError error: any Error
    ) {}

    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}

    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}

    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}

    public func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {}
}
