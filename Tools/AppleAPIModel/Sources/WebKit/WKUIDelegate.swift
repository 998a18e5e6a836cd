// Source: https://developer.apple.com/documentation/webkit/wkuidelegate
//   Apple: `@MainActor protocol WKUIDelegate : NSObjectProtocol`; every method is an Objective-C `optional`
//   requirement. The ones modelled, as Apple's pages give them (".../" is
//   https://developer.apple.com/documentation/webkit/wkuidelegate/):
//   .../webview(_:createwebviewwith:for:windowfeatures:)
//       `optional func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
//        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?`
//   .../webviewdidclose(_:)  `optional func webViewDidClose(_ webView: WKWebView)`
//   .../webview(_:runjavascriptalertpanelwithmessage:initiatedbyframe:completionhandler:)
//       `optional func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
//        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable () -> Void)`
//       (the alert page itself was not in the corpus; its closure attributes follow the confirm and prompt pages,
//        which were)
//   .../webview(_:runjavascriptconfirmpanelwithmessage:initiatedbyframe:completionhandler:)
//       `... runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
//        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)`
//   .../webview(_:runjavascripttextinputpanelwithprompt:defaulttext:initiatedbyframe:completionhandler:)
//       `... runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?, initiatedByFrame frame:
//        WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)`
//   Swift also imports the three panel methods in async form (their last parameter is a completion handler):
//       `... initiatedByFrame frame: WKFrameInfo) async`, `... async -> Bool`, `... async -> String?`.
//   Not modelled: media-capture permission, context menus, edit menus, lockdown mode, file panels.
//
// Model: each optional method is a requirement with a default in the extension below (no `@objc optional` on
// Linux), so a conforming type may leave any out. For the panels, the completion form (which WebKit and tests call)
// defaults to running the async form in a main-actor task; the async forms default to what WebKit does when the
// delegate implements nothing: an alert is dismissed, a confirm answers `false` (Cancel), a prompt answers `nil`.
// `createWebViewWith` defaults to `nil` (WebKit then cancels the navigation).
public import Foundation

@MainActor
public protocol WKUIDelegate: NSObjectProtocol {
    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView?

    func webViewDidClose(_ webView: WKWebView)

    func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable () -> Void
    )

    func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo
    ) async

    func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    )

    func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo
    ) async -> Bool

    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    )

    func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String?
}

// Defaults standing in for Objective-C `optional` (model only, see above).
extension WKUIDelegate {
    public func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        nil
    }

    public func webViewDidClose(_ webView: WKWebView) {}

    public func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable () -> Void
    ) {
        Task { @MainActor in
            await self.webView(webView, runJavaScriptAlertPanelWithMessage: message, initiatedByFrame: frame)
            completionHandler()
        }
    }

    public func webView(
        _ webView: WKWebView,
        runJavaScriptAlertPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo
    ) async {}

    public func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
        Task { @MainActor in
            completionHandler(
                await self.webView(webView, runJavaScriptConfirmPanelWithMessage: message, initiatedByFrame: frame)
            )
        }
    }

    public func webView(
        _ webView: WKWebView,
        runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo
    ) async -> Bool {
        false
    }

    public func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable (String?) -> Void
    ) {
        Task { @MainActor in
            completionHandler(
                await self.webView(
                    webView,
                    runJavaScriptTextInputPanelWithPrompt: prompt,
                    defaultText: defaultText,
                    initiatedByFrame: frame
                )
            )
        }
    }

    public func webView(
        _ webView: WKWebView,
        runJavaScriptTextInputPanelWithPrompt prompt: String,
        defaultText: String?,
        initiatedByFrame frame: WKFrameInfo
    ) async -> String? {
        nil
    }
}
