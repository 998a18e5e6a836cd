import Foundation
public import Logging
import Synchronization

/// A log handler that writes each record as one line of JSON to standard error, for a log collector to read:
/// `time` (ISO 8601, UTC, milliseconds), `level`, `label`, `message`, `source`, and the record's metadata (a request's
/// `request_id` among them) as string fields under their own names. What a client chose reaches the log only as a
/// JSON string, escaped, so it can never start a line or a field of its own.
public struct JSONLogHandler: LogHandler {
    private static let output = Mutex(FileHandle.standardError)
    private let label: String

    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]

    /// A handler for the logger `label`.
    public init(label: String) {
        self.label = label
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [String: String] = [:]
        for (key, value) in metadata.merging(event.metadata ?? [:], uniquingKeysWith: { $1 }) {
            fields[key] = value.description
        }
        fields["time"] = Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(Date.now)
        fields["level"] = event.level.rawValue
        fields["label"] = label
        fields["message"] = event.message.description
        fields["source"] = event.source
        let line = Data((JSONLogLine.text(fields) + "\n").utf8)
        Self.output.withLock { $0.write(line) }
    }
}
