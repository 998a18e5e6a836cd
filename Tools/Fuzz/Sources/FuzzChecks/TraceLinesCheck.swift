import Causeway
import Foundation

/// Reads the input as a trace file, as `causeway trace` does, and sums it up. Every line is an event or a bad line
/// named by its number, in order; an event written again reads back as the line it was written as; the summary of
/// the events, and of the events three times over (a trace appended to), agrees with sums made here, line by line;
/// and its table holds no control character but its line breaks, whatever names the lines carry.
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
        try checkSummary(of: trace.events)
        try checkSummary(of: Array(repeating: trace.events, count: 3).flatMap { $0 })
    }

    /// The summary of `events` against totals made here, per name and in all.
    private static func checkSummary(of events: [BridgeTraceEvent]) throws(FuzzFinding) {
        let summary = BridgeTraceSummary(events)
        try require(summary.messages == events.count, "the summary counted \(summary.messages) of \(events.count) events")
        let total = events.reduce(into: Int128(0)) { $0 += Int128($1.bytes) }
        try require(summary.bytes == total, "the summary's bytes are \(summary.bytes), not \(total)")
        let named = Dictionary(grouping: events.filter { $0.name != nil }, by: { $0.name! })
        try require(summary.rows.map(\.name) == named.keys.sorted(), "the rows are not one per name, by name")
        for row in summary.rows {
            let events = named[row.name] ?? []
            let bytes = events.reduce(into: Int128(0)) { $0 += Int128($1.bytes) }
            let count = events.count(where: { [.call, .stream, .event].contains($0.kind) })
            let errors = events.count(where: { if case .failed = $0.outcome { true } else { false } })
            try require(row.bytes == bytes && row.count == count && row.errors == errors,
                        "\(row.name.prefix(100)): \(row.count), \(row.errors), \(row.bytes), not \(count), \(errors), \(bytes)")
        }
        let table = summary.table
        let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
        try require(lines.count == summary.rows.count + 2, "the table has \(lines.count) lines for \(summary.rows.count) rows")
        try require(lines.last == "\(summary.messages) messages, \(total) bytes", "the table's totals: \(lines.last ?? "")")
        try require(!table.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) },
                    "a control character in the table: \(table.prefix(300).debugDescription)")
    }
}
