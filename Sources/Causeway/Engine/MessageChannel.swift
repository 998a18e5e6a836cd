/// How the bridge's messages reach an engine's message handler, which decides who names the frame each one comes from.
///
/// The bridge reads it from ``WebEngine/messageChannel`` once, when it attaches, and injects the page runtime to
/// match: where the handler is registered, and whether the runtime posts itself or hands its posts to the courier.
public enum MessageChannel: Sendable, Hashable {
    /// Through the courier, in the isolated world ``Bridge/worldName``, where the handler is registered: the courier
    /// stamps every post with its frame's origin, place and token, which page script cannot write. For engines whose
    /// script messages do not name their frame (WebKitGTK's carry only the value).
    case courier
    /// Straight from the page's own world, where the handler is registered: the engine names the frame of every
    /// message itself (WKWebView, through `WKScriptMessage.frameInfo`), and the bridge takes the frame's origin and
    /// place from it alone. The page runtime posts its frame token and the message; the courier only uploads bytes.
    case pageWorld
}

extension MessageChannel {
    /// The world the bridge's message handler is registered in.
    var handlerWorld: ScriptWorld {
        switch self {
        case .courier: .named(Bridge.worldName)
        case .pageWorld: .page
        }
    }
}
