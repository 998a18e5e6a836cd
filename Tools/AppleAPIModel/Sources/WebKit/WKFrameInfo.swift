// Source: https://developer.apple.com/documentation/webkit/wkframeinfo
//   Apple: `@MainActor class WKFrameInfo : NSObject, NSCopying`; `init()` is inherited from NSObject and public
//   (SDK 27.1 listing, https://onestack.dev/ios-reference/WebKit/WKFrameInfo).
//   https://developer.apple.com/documentation/webkit/wkframeinfo/ismainframe     `var isMainFrame: Bool { get }`
//   https://developer.apple.com/documentation/webkit/wkframeinfo/request         `var request: URLRequest { get }`
//   https://developer.apple.com/documentation/webkit/wkframeinfo/securityorigin  `var securityOrigin: WKSecurityOrigin { get }`
//   https://developer.apple.com/documentation/webkit/wkframeinfo/webview         `weak var webView: WKWebView? { get }`
//   Not modelled: the `NSCopying` conformance (Apple's `@NSCopying` properties returning frames are plain getters here).
public import Foundation

@MainActor
open class WKFrameInfo: NSObject {
    private var storedIsMainFrame = true
    private var storedRequest = URLRequest(url: URL(string: "about:blank")!)
    private var storedSecurityOrigin: WKSecurityOrigin?

    /// On Apple this is NSObject's initializer; a frame made this way has no meaningful content. The model gives it a
    /// main frame with an `about:blank` request and an empty origin.
    public override init() {
        super.init()
    }

    // Model only: Apple does not let apps make meaningful frames; tests build them here. The security origin
    // defaults to the origin of the request's URL.
    convenience init(
        isMainFrame: Bool,
        request: URLRequest,
        securityOrigin: WKSecurityOrigin? = nil,
        webView: WKWebView? = nil
    ) {
        self.init()
        storedIsMainFrame = isMainFrame
        storedRequest = request
        storedSecurityOrigin = securityOrigin ?? WKSecurityOrigin(url: request.url)
        self.webView = webView
    }

    open var isMainFrame: Bool { storedIsMainFrame }

    open var request: URLRequest { storedRequest }

    open var securityOrigin: WKSecurityOrigin {
        if let origin = storedSecurityOrigin { return origin }
        let origin = WKSecurityOrigin(url: storedRequest.url)
        storedSecurityOrigin = origin
        return origin
    }

    open internal(set) weak var webView: WKWebView?
}
