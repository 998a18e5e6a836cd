extension Bridge {
    /// Called on the main actor with every message the bridge reads from a frame and sends to one, once each:
    /// calls, replies, stream elements and ends, events, cancels, errors, and the protocol's own (`hello`, `ready`,
    /// `pull`, `gone`). For a developer's inspector; ``BridgeTraceRecorder`` adds them up and writes a trace.
    ///
    /// A message is seen as the bridge reads it (a post holding several is read one message at a time) and as it
    /// leaves (the answer to a post, or a batch a frame pulls); a message dropped before it leaves, such as a call
    /// withdrawn before the page was ready, is not seen; text that cannot be read as a message is seen only as the
    /// `error` that answers it. Calls that end without a message, because the document changed or the bridge
    /// closed, show only their start. `nil` (the default) costs the bridge nothing: it reads no clock and keeps
    /// nothing.
    public var observer: (@MainActor (BridgeTraceEvent) -> Void)? {
        get { tracer.observer }
        set { tracer.observer = newValue }
    }
}
