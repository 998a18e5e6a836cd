// Source: https://developer.apple.com/documentation/webkit/wknavigationaction
//   Apple: `@MainActor class WKNavigationAction : NSObject`; `init()` is inherited from NSObject and public (SDK 27.1
//   listing, https://onestack.dev/ios-reference/WebKit/WKNavigationAction), which is what test doubles subclass.
//   Members used by the adapter (same listing, and Apple's pages under .../wknavigationaction/):
//   `var request: URLRequest { get }`, `@NSCopying var sourceFrame: WKFrameInfo { get }`,
//   `@NSCopying var targetFrame: WKFrameInfo? { get }`, `var navigationType: WKNavigationType { get }`.
//   Not modelled: `shouldPerformDownload`, `buttonNumber`, `modifierFlags` and later additions. The model's frames
//   are returned as stored, not copied.
public import Foundation

@MainActor
open class WKNavigationAction: NSObject {
    private var storedRequest = URLRequest(url: URL(string: "about:blank")!)
    private var storedSourceFrame = WKFrameInfo()
    private var storedTargetFrame: WKFrameInfo?
    private var storedNavigationType: WKNavigationType = .other

    /// On Apple this is NSObject's initializer; the model's action asks for `about:blank` from a default main frame,
    /// targets no frame, and is of type `.other`.
    public override init() {
        super.init()
    }

    // Model only: Apple does not let apps make meaningful actions; tests build them here.
    convenience init(
        request: URLRequest,
        sourceFrame: WKFrameInfo = WKFrameInfo(),
        targetFrame: WKFrameInfo? = nil,
        navigationType: WKNavigationType = .other
    ) {
        self.init()
        storedRequest = request
        storedSourceFrame = sourceFrame
        storedTargetFrame = targetFrame
        storedNavigationType = navigationType
    }

    open var request: URLRequest { storedRequest }

    open var sourceFrame: WKFrameInfo { storedSourceFrame }

    open var targetFrame: WKFrameInfo? { storedTargetFrame }

    open var navigationType: WKNavigationType { storedNavigationType }
}
