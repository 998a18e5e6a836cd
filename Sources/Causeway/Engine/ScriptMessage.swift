/// A value page script posted to a message handler, as the engine hands it over.
public struct ScriptMessage: Sendable {
    /// The posted value.
    public var body: JSONValue
    /// The posting frame as the engine itself knows it, when the engine reports frames (WKWebView does, through
    /// `WKScriptMessage.frameInfo`; WebKitGTK does not). An engine whose ``WebEngine/messageChannel`` is
    /// ``MessageChannel/pageWorld`` sets it on every message.
    public var frame: FrameIdentity?

    /// Describes a posted message.
    public init(body: JSONValue, frame: FrameIdentity? = nil) {
        self.body = body
        self.frame = frame
    }
}

/// A frame's origin and place, as an engine reports it.
public struct FrameIdentity: Sendable, Hashable {
    /// The serialized origin of the frame's document (`"null"` for opaque origins).
    public var origin: String
    /// Whether the frame is the main frame.
    public var isMainFrame: Bool

    /// Describes a frame.
    public init(origin: String, isMainFrame: Bool) {
        self.origin = origin
        self.isMainFrame = isMainFrame
    }
}
