import Causeway
import Foundation

/// Reads the input as a trace file, as `causeway trace` does, and sums it up. Every line is an event or a bad line
/// named by its number, in order; an event written again reads back as the line it was written as; the summary
/// counts every event.
enum TraceLinesCheck {
    static func check(_ input: Data) throws(FuzzFinding) {
        let trace = BridgeTrace(jsonLines: input)
        let lineCount = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        try require(trace.events.count + trace.badLines.count <= lineCount,
                    "\(trace.events.count) events and \(trace.badLines.count) bad lines from \(lineCount) lines")
        let numbers = trace.badLines.map(\.number)
        try require(numbers == numbers.sorted() && Set(numbers).count == numbers.count,
                    "bad lines out of order: \(numbers.prefix(20))")
        try require(numbers.allSatisfy { (1...lineCount).contains($0) }, "a bad line outside the file: \(numbers.prefix(20))")
        for event in trace.events {
            try require(event.bytes >= 0 && (event.duration ?? .zero) >= .zero, "a negative size or time: \(event)")
            let line = event.jsonLine
            try require(!line.contains("\n"), "an event written on more than one line: \(line.prefix(300))")
            let again: BridgeTraceEvent
            do {
                again = try BridgeTraceEvent(jsonLine: line)
            } catch {
                throw FuzzFinding("a written event does not read back (\(error)): \(line.prefix(300))")
            }
            try require(again.jsonLine == line, "an event reads back otherwise: \(line.prefix(300))")
        }
        let summary = BridgeTraceSummary(trace.events)
        try require(summary.messages == trace.events.count, "the summary counted \(summary.messages) events")
        try require(summary.table.split(separator: "\n").count == summary.rows.count + 2, "the table has other rows")
    }
}
