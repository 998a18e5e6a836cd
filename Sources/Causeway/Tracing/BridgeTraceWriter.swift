public import Foundation

/// Writes trace events to a file as JSON lines (``BridgeTraceEvent/jsonLine``), which ``BridgeTrace`` reads back.
///
/// Lines gather in memory and reach the file 64 KiB at a time, so writing an event costs no system call; ``flush()``
/// writes what is waiting and ``close()`` (or letting the writer go) writes the rest. The writer owns the file
/// handle. The first failure to write stops it: later events are dropped and ``flush()`` and ``close()`` throw it.
public final class BridgeTraceWriter {
    /// How many bytes of lines wait before they are written.
    private static let chunkBytes = 64 << 10

    private let path: String
    private var handle: FileHandle?
    private var waiting = ""
    private var failure: BridgeTraceFileError?

    /// Creates the file at `url`, replacing one that is there.
    public init(creating url: URL) throws(BridgeTraceFileError) {
        path = url.path
        do {
            try Data().write(to: url)
            handle = try FileHandle(forWritingTo: url)
        } catch {
            throw BridgeTraceFileError(.create, path: path, reason: error.localizedDescription)
        }
    }

    deinit {
        try? close()
    }

    /// Adds one event's line.
    public func write(_ event: BridgeTraceEvent) {
        guard handle != nil, failure == nil else { return }
        waiting += event.jsonLine
        waiting += "\n"
        if waiting.utf8.count >= Self.chunkBytes { writeWaiting() }
    }

    /// Writes the lines that wait; throws the writer's first failure.
    public func flush() throws(BridgeTraceFileError) {
        writeWaiting()
        if let failure { throw failure }
    }

    /// Writes the lines that wait and closes the file; later events are dropped. Throws the writer's first
    /// failure.
    public func close() throws(BridgeTraceFileError) {
        writeWaiting()
        try? handle?.close()
        handle = nil
        if let failure { throw failure }
    }

    private func writeWaiting() {
        guard let handle, failure == nil, !waiting.isEmpty else { return }
        do {
            try handle.write(contentsOf: Data(waiting.utf8))
        } catch {
            failure = BridgeTraceFileError(.write, path: path, reason: error.localizedDescription)
        }
        waiting.removeAll(keepingCapacity: true)
    }
}
