// Source: https://developer.apple.com/documentation/webkit/wkscriptmessage
//   Apple: `@MainActor class WKScriptMessage : NSObject`; `init()` is inherited from NSObject and public (SDK 27.1
//   listing, https://onestack.dev/ios-reference/WebKit/WKScriptMessage), which is what test doubles subclass.
//   https://developer.apple.com/documentation/webkit/wkscriptmessage/body       `var body: Any { get }`
//   https://developer.apple.com/documentation/webkit/wkscriptmessage/webview    `weak var webView: WKWebView? { get }`
//   https://developer.apple.com/documentation/webkit/wkscriptmessage/frameinfo  `@NSCopying var frameInfo: WKFrameInfo { get }`
//   https://developer.apple.com/documentation/webkit/wkscriptmessage/world      `var world: WKContentWorld { get }` (iOS 14+)
//   `var name: String { get }` (SDK listing above).
//   The model's `frameInfo` returns the stored frame rather than a copy.
public import Foundation

@MainActor
open class WKScriptMessage: NSObject {
    private var storedBody: Any = NSNull()
    private var storedFrameInfo = WKFrameInfo()
    private var storedName = ""
    private var storedWorld: WKContentWorld = .page

    /// On Apple this is NSObject's initializer and yields an empty message; the model's has body `NSNull()`, an empty
    /// name, a default frame and the page world.
    public override init() {
        super.init()
    }

    // Model only: Apple does not let apps make meaningful messages; tests build them here (or use
    // `WKUserContentController.modelPostMessage`).
    convenience init(
        body: Any,
        webView: WKWebView? = nil,
        frameInfo: WKFrameInfo = WKFrameInfo(),
        name: String,
        world: WKContentWorld = .page
    ) {
        self.init()
        storedBody = body
        self.webView = webView
        storedFrameInfo = frameInfo
        storedName = name
        storedWorld = world
    }

    open var body: Any { storedBody }

    open internal(set) weak var webView: WKWebView?

    open var frameInfo: WKFrameInfo { storedFrameInfo }

    open var name: String { storedName }

    open var world: WKContentWorld { storedWorld }
}
