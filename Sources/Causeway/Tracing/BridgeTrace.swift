public import Foundation

/// A trace file read back: its events in order, and the lines that are not events.
///
/// A trace is JSON lines, one ``BridgeTraceEvent`` a line (``BridgeTraceEvent/jsonLine``), as
/// ``BridgeTraceWriter`` writes it. Reading never stops at a bad line: a file cut off mid-line, or edited by hand,
/// still gives every good line.
public struct BridgeTrace: Sendable {
    /// A line that is not an event.
    public struct BadLine: Sendable, Equatable, CustomStringConvertible {
        /// The line's number, from 1.
        public let number: Int
        /// What is wrong with it.
        public let reason: String

        public var description: String { "line \(number): \(reason)" }
    }

    /// The events, in the file's order.
    public private(set) var events: [BridgeTraceEvent] = []
    /// The lines that are not events, in the file's order. Empty lines are skipped, not bad.
    public private(set) var badLines: [BadLine] = []

    /// Reads a trace from its bytes.
    public init(jsonLines data: Data) {
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            guard let text = String(validating: line, as: UTF8.self) else {
                badLines.append(BadLine(number: index + 1, reason: "not UTF-8"))
                continue
            }
            guard !text.allSatisfy(\.isWhitespace) else { continue }
            do {
                events.append(try BridgeTraceEvent(jsonLine: text))
            } catch {
                badLines.append(BadLine(number: index + 1, reason: error.description))
            }
        }
    }

    /// Reads the trace file at `url`; throws a ``BridgeTraceFileError`` when the file cannot be read.
    public init(contentsOf url: URL) throws(BridgeTraceFileError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BridgeTraceFileError(.read, path: url.path, reason: error.localizedDescription)
        }
        self.init(jsonLines: data)
    }
}

/// A trace file that could not be read, created or written.
public struct BridgeTraceFileError: Error, Equatable, CustomStringConvertible {
    /// What was being done to the file.
    public enum Operation: String, Sendable {
        case read, create, write
    }

    /// What was being done.
    public let operation: Operation
    /// The file's path.
    public let path: String
    /// What the system said.
    public let reason: String

    init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    public var description: String { "Cannot \(operation.rawValue) the trace file \(path): \(reason)" }
}
