/// Who sent a message: facts the courier reads in its own script world, which page script cannot write.
public struct Sender: Sendable, Hashable {
    /// The serialized origin of the sending frame's document (`"null"` for opaque origins).
    public let origin: String
    /// Whether the sending frame is the main frame.
    public let isMainFrame: Bool
    /// An opaque token naming the sending frame's current document.
    public let frameID: String

    /// Describes a sender.
    public init(origin: String, isMainFrame: Bool, frameID: String) {
        self.origin = origin
        self.isMainFrame = isMainFrame
        self.frameID = frameID
    }
}

/// What a native handler knows about the call it is serving.
public struct CallContext: Sendable {
    /// The method that was called.
    public let method: String
    /// The frame that called.
    public let sender: Sender
    /// The document epoch the call belongs to.
    public let epoch: Int
}
