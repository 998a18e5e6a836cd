public import Logging

/// Forwards the page's `console.debug/log/info/warn/error`, uncaught errors and unhandled rejections into
/// swift-log, with the origin and frame that wrote them.
///
/// Its method is `console.write`: let the pages whose console you want call it (for example
/// `.allow(["causeway://*"], frames: .any, methods: ["console.write"])`).
public final class ConsolePlugin: Plugin {
    /// How loud a console line is.
    public enum Level: String, Codable, Sendable, CaseIterable {
        case debug, log, info, warn, error

        var logLevel: Logger.Level {
            switch self {
            case .debug: .debug
            case .log, .info: .info
            case .warn: .warning
            case .error: .error
            }
        }
    }

    /// One console line.
    public struct Line: Codable, Sendable {
        public var level: Level
        public var message: String
    }

    public let namespace = "console"
    private let logger: Logger
    private var budget = LogBudget()

    /// A plugin that writes to `logger`.
    public init(logger: Logger = Logger(label: "causeway.console")) {
        self.logger = logger
    }

    public var scripts: [UserScript] {
        [UserScript(source: RuntimeScripts.console, injectionTime: .documentStart, frames: .all, world: .page)]
    }

    public func register(_ methods: PluginMethods) {
        methods.handle("write") { @MainActor [weak self] (line: Line, call: CallContext) -> Empty in
            self?.write(line, from: call.sender)
            return Empty()
        }
    }

    /// Logs `line` as one line of a log line's shape (a page's text cannot fill the log or forge lines of its own),
    /// within the page's log budget.
    private func write(_ line: Line, from sender: Sender) {
        let (allowed, dropped) = budget.take()
        guard allowed else { return }
        var metadata: Logger.Metadata = ["origin": "\(sender.origin)", "frame": "\(sender.isMainFrame ? "main" : "sub")"]
        if dropped > 0 { metadata["droppedBefore"] = "\(dropped)" }
        logger.log(level: line.level.logLevel, "\(PageText(line.message, .logLine))", metadata: metadata)
    }
}

extension ConsolePlugin.Line: Bounded {
    /// The longest console line, in bytes of UTF-8.
    public static let maxMessageBytes = 65_536

    public func checkBounds(_ bounds: Bounds) throws(BridgeError) {
        try bounds.length(message, atMost: Self.maxMessageBytes, at: "message")
    }
}
