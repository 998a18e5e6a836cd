import CausewayTerminal
import Foundation

extension BridgeTraceSummary {
    /// The rows as a text table with a header, times in milliseconds, then a line with the totals; names are escaped
    /// with `terminalEscaped` (module `CausewayTerminal`), since a page chooses them, so the table can go to a
    /// terminal as it is.
    public var table: String {
        let header = ["method or event", "count", "p50 ms", "p99 ms", "errors", "bytes"]
        let cells = rows.map { row in
            [row.name.terminalEscaped, "\(row.count)", Self.milliseconds(row.p50), Self.milliseconds(row.p99), "\(row.errors)",
             "\(row.bytes)"]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ fields: [String]) -> String {
            fields.enumerated().map { column, field in
                // The name is aligned left, the figures right.
                let padding = String(repeating: " ", count: widths[column] - field.count)
                return column == 0 ? field + padding : padding + field
            }.joined(separator: "  ")
        }
        let total = "\(messages) messages, \(bytes) bytes"
        return ([line(header)] + cells.map(line) + [total]).joined(separator: "\n")
    }

    private static func milliseconds(_ duration: Duration?) -> String {
        duration.map { String(format: "%.3f", $0.milliseconds) } ?? "-"
    }
}
