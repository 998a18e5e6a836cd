public import CWebKitGTK

extension GTKEngine {
    /// Whether WebKit's Web Inspector may be opened on this page: WebKitGTK's developer extras, which also add
    /// "Inspect Element" to the page's context menu. Off by default, as `WKWebView.isInspectable` is.
    public var isInspectable: Bool {
        get { webkit_settings_get_enable_developer_extras(webkit_web_view_get_settings(webView)) != 0 }
        set { webkit_settings_set_enable_developer_extras(webkit_web_view_get_settings(webView), newValue ? 1 : 0) }
    }

    /// Opens the Web Inspector on this page, in a window of its own; makes the page inspectable first.
    public func showInspector() {
        isInspectable = true
        webkit_web_inspector_show(webkit_web_view_get_inspector(webView))
    }

    /// The inspector's own web view while it is open, `nil` otherwise.
    public var inspectorWebView: UnsafeMutablePointer<WebKitWebViewBase>? {
        webkit_web_inspector_get_web_view(webkit_web_view_get_inspector(webView))
    }
}
