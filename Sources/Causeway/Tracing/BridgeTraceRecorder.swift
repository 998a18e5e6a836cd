/// An observer that keeps a ``BridgeTraceSummary`` of what it sees and, when given a writer, writes every event to a
/// trace file: what a developer tool attaches to a bridge.
///
/// ```swift
/// let recorder = BridgeTraceRecorder(writer: try BridgeTraceWriter(creating: traceURL))
/// bridge.observer = recorder.record
/// // …
/// print(recorder.summary.table)
/// try recorder.writer?.close()
/// ```
@MainActor
public final class BridgeTraceRecorder {
    /// What has been recorded so far, added up.
    public private(set) var summary = BridgeTraceSummary()
    /// Where events are written, when anywhere.
    public let writer: BridgeTraceWriter?

    /// A recorder that writes every event to `writer`, when given one.
    public init(writer: BridgeTraceWriter? = nil) {
        self.writer = writer
    }

    /// Records one event; pass it as a ``Bridge/observer``.
    public func record(_ event: BridgeTraceEvent) {
        summary.add(event)
        writer?.write(event)
    }
}
