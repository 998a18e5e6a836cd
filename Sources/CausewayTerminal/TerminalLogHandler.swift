public import Logging

/// A log handler that escapes every control character in a record's message and metadata values
/// (``Swift/StringProtocol/terminalEscaped``) before the handler it wraps prints it: what a tool that prints log lines
/// to a terminal bootstraps with, since those lines carry what pages and peers chose (origins, methods, console
/// lines).
///
/// ```swift
/// LoggingSystem.bootstrap { TerminalLogHandler(wrapping: StreamLogHandler.standardError(label: $0)) }
/// ```
public struct TerminalLogHandler<Wrapped: LogHandler>: LogHandler {
    private var wrapped: Wrapped

    /// A handler passing escaped records to `wrapped`.
    public init(wrapping wrapped: Wrapped) {
        self.wrapped = wrapped
    }

    public var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    public var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue }
    }

    public var metadataProvider: Logger.MetadataProvider? {
        get { wrapped.metadataProvider }
        set { wrapped.metadataProvider = newValue }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue }
    }

    public func log(event: LogEvent) {
        var event = event
        event.message = "\(event.message.description.terminalEscaped)"
        event.metadata = event.metadata?.mapValues(Self.escaped)
        // An error's description can quote anything too: it goes as metadata, under the keys swift-log's stream
        // handler prints it with, escaped.
        if let error = event.error {
            var metadata = event.metadata ?? [:]
            metadata["error.message"] = .string("\(error)".terminalEscaped)
            metadata["error.type"] = .string(String(reflecting: type(of: error)).terminalEscaped)
            event.metadata = metadata
            event.error = nil
        }
        wrapped.log(event: event)
    }

    private static func escaped(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(text.terminalEscaped)
        case .stringConvertible(let value): .string(value.description.terminalEscaped)
        case .array(let values): .array(values.map(escaped))
        case .dictionary(let values): .dictionary(values.mapValues(escaped))
        }
    }
}
