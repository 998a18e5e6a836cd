public import Logging
import Synchronization

/// A swift-log handler that keeps every record, for tests that check what was logged.
///
/// ```swift
/// let log = RecordingLogHandler.Log()
/// let logger = Logger(label: "test") { _ in RecordingLogHandler(log: log) }
/// ```
public struct RecordingLogHandler: LogHandler {
    /// One logged line.
    public struct Record: Sendable {
        /// The record's level.
        public var level: Logger.Level
        /// The message, as text.
        public var message: String
        /// The logger's metadata and the record's, each value as text.
        public var metadata: [String: String]
    }

    /// The records of every handler made with it, in order.
    public final class Log: Sendable {
        private let lines = Mutex<[Record]>([])

        /// An empty log.
        public init() {}

        /// Everything logged so far.
        public var records: [Record] { lines.withLock { $0 } }

        func append(_ record: Record) {
            lines.withLock { $0.append(record) }
        }
    }

    private let log: Log
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .trace

    /// A handler writing to `log`.
    public init(log: Log) {
        self.log = log
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        let metadata = self.metadata.merging(event.metadata ?? [:]) { $1 }.mapValues { "\($0)" }
        log.append(Record(level: event.level, message: "\(event.message)", metadata: metadata))
    }
}
