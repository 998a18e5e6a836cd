// Source: https://developer.apple.com/documentation/webkit/wkusercontentcontroller
//   Apple: `@MainActor class WKUserContentController : NSObject, NSSecureCoding`, `init()` public. Members, as
//   Apple's pages give them (".../" is https://developer.apple.com/documentation/webkit/wkusercontentcontroller/):
//   .../userscripts                `var userScripts: [WKUserScript] { get }`
//   .../addUserScript(_:)          `func addUserScript(_ userScript: WKUserScript)` (SDK 27.1 listing,
//                                  https://onestack.dev/ios-reference/WebKit/WKUserContentController)
//   .../removealluserscripts()     `func removeAllUserScripts()`
//   .../add(_:contentworld:name:)  `func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String)`
//   .../add(_:name:)               `func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String)`
//   `func addScriptMessageHandler(_ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply,
//    contentWorld: WKContentWorld, name: String)` — NOTE the base name: Swift imports the Objective-C
//    `addScriptMessageHandlerWithReply:contentWorld:name:` as `addScriptMessageHandler(_:contentWorld:name:)`, not as
//    an `add(_:contentWorld:name:)` overload (Apple's `add(_:contentWorld:name:)` page is the only symbol of that
//    name; confirmed by the SDK listing above and by public code calling
//    `userContentController.addScriptMessageHandler(self, contentWorld: .page, name: ...)`).
//   .../removescriptmessagehandler(forname:contentworld:)  `func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld)`
//   .../removescriptmessagehandler(forname:)               `func removeScriptMessageHandler(forName name: String)`
//   .../removeallscriptmessagehandlers(from:)              `func removeAllScriptMessageHandlers(from contentWorld: WKContentWorld)`
//   .../removeallscriptmessagehandlers()                   `func removeAllScriptMessageHandlers()`
//   Not modelled: content rule lists, NSSecureCoding.
//
// Behaviour: user scripts are kept in order; message handlers are kept (strongly, as WebKit does) by name and
// world. As in WebKit, adding a second handler of either kind under a name already used in the same world, or
// under an empty name, is a programmer error: WebKit raises NSInvalidArgumentException, the model stops with a
// precondition failure that says so.
public import Foundation

@MainActor
open class WKUserContentController: NSObject {
    // Model only: a registered script message handler, of either kind.
    enum ModelScriptMessageHandler {
        case plain(any WKScriptMessageHandler)
        case withReply(any WKScriptMessageHandlerWithReply)
    }

    // Model only: one registration.
    struct ModelRegistration {
        let name: String
        let world: WKContentWorld
        let handler: ModelScriptMessageHandler
    }

    private var storedUserScripts: [WKUserScript] = []

    // Model only: every registered handler, in the order of registration.
    private(set) var modelRegistrations: [ModelRegistration] = []

    public override init() {
        super.init()
    }

    open var userScripts: [WKUserScript] { storedUserScripts }

    open func addUserScript(_ userScript: WKUserScript) {
        storedUserScripts.append(userScript)
    }

    open func removeAllUserScripts() {
        storedUserScripts.removeAll()
    }

    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) {
        register(.plain(scriptMessageHandler), name: name, world: world)
    }

    open func addScriptMessageHandler(
        _ scriptMessageHandlerWithReply: any WKScriptMessageHandlerWithReply,
        contentWorld: WKContentWorld,
        name: String
    ) {
        register(.withReply(scriptMessageHandlerWithReply), name: name, world: contentWorld)
    }

    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        register(.plain(scriptMessageHandler), name: name, world: .page)
    }

    open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
        modelRegistrations.removeAll { $0.name == name && $0.world === contentWorld }
    }

    open func removeScriptMessageHandler(forName name: String) {
        removeScriptMessageHandler(forName: name, contentWorld: .page)
    }

    open func removeAllScriptMessageHandlers(from contentWorld: WKContentWorld) {
        modelRegistrations.removeAll { $0.world === contentWorld }
    }

    open func removeAllScriptMessageHandlers() {
        modelRegistrations.removeAll()
    }

    private func register(_ handler: ModelScriptMessageHandler, name: String, world: WKContentWorld) {
        precondition(
            !name.isEmpty,
            "WKUserContentController: a script message handler's name must not be empty "
                + "(WebKit raises NSInvalidArgumentException)"
        )
        precondition(
            modelScriptMessageHandler(named: name, in: world) == nil,
            "WKUserContentController: a script message handler named '\(name)' is already registered in "
                + "\(world.modelDescription); remove it first (WebKit raises NSInvalidArgumentException)"
        )
        modelRegistrations.append(ModelRegistration(name: name, world: world, handler: handler))
    }

    // Model only: the handler registered under `name` in `world`, if any.
    func modelScriptMessageHandler(named name: String, in world: WKContentWorld = .page) -> ModelScriptMessageHandler? {
        modelRegistrations.first { $0.name == name && $0.world === world }?.handler
    }

    // Model only: delivers a message as a page's `window.webkit.messageHandlers.<name>.postMessage(body)` would,
    // calling the handler registered under `name` in `world` synchronously. A handler with reply gets `replyHandler`
    // (which it may call later); a plain handler never replies (in a page its promise resolves to undefined), so
    // `replyHandler` is not called. Returns the message delivered, or `nil` when no handler is registered under that
    // name in that world (in a page, `messageHandlers.<name>` would be undefined).
    @discardableResult
    func modelPostMessage(
        _ body: Any,
        toHandlerNamed name: String,
        in world: WKContentWorld = .page,
        frameInfo: WKFrameInfo = WKFrameInfo(),
        webView: WKWebView? = nil,
        replyHandler: @escaping @MainActor @Sendable (Any?, String?) -> Void = { _, _ in }
    ) -> WKScriptMessage? {
        guard let handler = modelScriptMessageHandler(named: name, in: world) else { return nil }
        let message = WKScriptMessage(body: body, webView: webView, frameInfo: frameInfo, name: name, world: world)
        switch handler {
        case .plain(let plain):
            plain.userContentController(self, didReceive: message)
        case .withReply(let withReply):
            withReply.userContentController(self, didReceive: message, replyHandler: replyHandler)
        }
        return message
    }

    // Model only: the same, awaiting the reply of a handler with reply. A plain handler yields `(nil, nil)`.
    func modelPostMessageAwaitingReply(
        _ body: Any,
        toHandlerNamed name: String,
        in world: WKContentWorld = .page,
        frameInfo: WKFrameInfo = WKFrameInfo(),
        webView: WKWebView? = nil
    ) async -> (reply: Any?, errorMessage: String?)? {
        guard let handler = modelScriptMessageHandler(named: name, in: world) else { return nil }
        guard case .withReply = handler else {
            modelPostMessage(body, toHandlerNamed: name, in: world, frameInfo: frameInfo, webView: webView)
            return (nil, nil)
        }
        let box = ModelReplyBox()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            modelPostMessage(body, toHandlerNamed: name, in: world, frameInfo: frameInfo, webView: webView) {
                reply, errorMessage in
                box.store(reply: reply, errorMessage: errorMessage, resuming: continuation)
            }
        }
        return (box.reply, box.errorMessage)
    }
}

// Model only: holds a reply until the awaiting test picks it up; only the first reply counts (WebKit ignores later
// calls of a reply handler).
@MainActor
private final class ModelReplyBox {
    private(set) var reply: Any?
    private(set) var errorMessage: String?
    private var replied = false

    func store(reply: Any?, errorMessage: String?, resuming continuation: CheckedContinuation<Void, Never>) {
        guard !replied else { return }
        replied = true
        self.reply = reply
        self.errorMessage = errorMessage
        continuation.resume()
    }
}
