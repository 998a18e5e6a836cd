// Source: https://developer.apple.com/documentation/webkit/wkurlschemehandler
//   Apple: `@MainActor protocol WKURLSchemeHandler : NSObjectProtocol` (iOS 11+), two required methods:
//   https://developer.apple.com/documentation/webkit/wkurlschemehandler/webview(_:start:)
//       `func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)`
//   https://developer.apple.com/documentation/webkit/wkurlschemehandler/webview(_:stop:)
//       `func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)`
public import Foundation

@MainActor
public protocol WKURLSchemeHandler: NSObjectProtocol {
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)

    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}
