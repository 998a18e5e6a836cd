import ArgumentParser
import Causeway
import CausewayTerminal
import Foundation

/// `causeway trace FILE`: the table per method and event of a trace that a bridge observer wrote.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Summarise a bridge trace: count, p50 and p99 ms, errors and bytes per method and event.",
        discussion: """
            A trace is JSON lines, one bridge message a line (docs/protocol.md, "Trace files"), as \
            BridgeTraceWriter writes it. Lines that are not messages are reported on standard error with their \
            numbers, and the rest is summarised.
            """
    )

    @Argument(help: "The trace file.")
    var file: String

    func run() throws {
        let trace = try BridgeTrace(contentsOf: URL(fileURLWithPath: file))
        for line in trace.badLines {
            // A bad line's reason can quote the line, which anything may have written.
            FileHandle.standardError.write(Data("\(file): \(line)".terminalEscaped.utf8 + [UInt8(ascii: "\n")]))
        }
        print(BridgeTraceSummary(trace.events).table)
    }
}
