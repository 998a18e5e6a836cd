// Source: https://developer.apple.com/documentation/webkit/wkscriptmessagehandlerwithreply
//   Apple: `@MainActor protocol WKScriptMessageHandlerWithReply : NSObjectProtocol` (iOS 14+), one required method:
//   https://developer.apple.com/documentation/webkit/wkscriptmessagehandlerwithreply/usercontentcontroller(_:didreceive:replyhandler:)
//       `func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
//        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void)`
//   Swift also imports that Objective-C requirement in async form, and a conforming type may implement either one:
//       `func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
//        async -> (Any?, String?)`
//   (Apple's page shows only the completion-handler form; the async form is confirmed by public code that conforms
//   with it alone, e.g. `MessageHandler` in the wwWallet iOS app and several others found in the code corpus.)
//
// Model: Swift on Linux cannot say "implement one of these two", so both are requirements and the extension below
// gives each a default. The completion form's default runs the async form in a main-actor task and replies with its
// result; the async form's default replies with an error string. The model (like WebKit) always calls the completion
// form, so a type that implements either form is called correctly. Unlike Apple, a type that implements neither
// still compiles here.
public import Foundation

@MainActor
public protocol WKScriptMessageHandlerWithReply: NSObjectProtocol {
    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    )

    func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage
    ) async -> (Any?, String?)
}

extension WKScriptMessageHandlerWithReply {
    // Default (model only, see above): bridge to the async form.
    public func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void
    ) {
        Task { @MainActor in
            let (reply, errorMessage) = await self.userContentController(userContentController, didReceive: message)
            replyHandler(reply, errorMessage)
        }
    }

    // Default (model only, see above): a type that implements neither form replies with an error.
    public func userContentController(
        _ userContentController: WKUserContentController,
        didReceive message: WKScriptMessage
    ) async -> (Any?, String?) {
        (nil, "\(type(of: self)) implements neither form of userContentController(_:didReceive:replyHandler:) (model)")
    }
}
