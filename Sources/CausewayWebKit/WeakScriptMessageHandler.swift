#if canImport(WebKit) && canImport(UIKit)
import Foundation
import WebKit

/// The message handler the user-content controller holds. It refers to its engine weakly, so the controller's
/// strong hold on its handlers does not keep the engine, its web view and its bridge alive.
@MainActor
final class WeakScriptMessageHandler: NSObject, WKScriptMessageHandlerWithReply {
    private(set) weak var engine: WKWebViewEngine?

    init(engine: WKWebViewEngine) {
        self.engine = engine
    }

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage,
                               replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void)
    {
        guard let engine else {
            replyHandler(nil, "The Causeway engine is gone")
            return
        }
        engine.receive(message, replyHandler: replyHandler)
    }
}
#endif
