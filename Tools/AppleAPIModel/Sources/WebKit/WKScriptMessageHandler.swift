// Source: https://developer.apple.com/documentation/webkit/wkscriptmessagehandler
//   Apple: `@MainActor protocol WKScriptMessageHandler : NSObjectProtocol` with one required method:
//   https://developer.apple.com/documentation/webkit/wkscriptmessagehandler/usercontentcontroller(_:didreceive:)
//       `func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)`
public import Foundation

@MainActor
public protocol WKScriptMessageHandler: NSObjectProtocol {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}
