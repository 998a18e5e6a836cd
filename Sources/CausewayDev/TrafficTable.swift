import Causeway
import Foundation

/// The live table of the bridge's traffic (``DevTools/reportTraffic(every:printing:)``): printed again only when more
/// messages have passed; on a terminal it replaces the one printed before, elsewhere (a pipe, a file) each one follows
/// the last.
@MainActor
final class TrafficTable {
    private let print: @MainActor (String) -> Void
    private let redraws = isatty(STDOUT_FILENO) == 1
    private var shownMessages = 0
    private var shownLines = 0

    init(printing print: @escaping @MainActor (String) -> Void) {
        self.print = print
    }

    /// Prints `summary`'s table if it counts messages the last one did not.
    func show(_ summary: BridgeTraceSummary) {
        guard summary.messages != shownMessages else { return }
        shownMessages = summary.messages
        let text = "bridge traffic:\n" + summary.table
        // Up to the first line of the last table, and clear from there down.
        let erase = redraws && shownLines > 0 ? "\u{1B}[\(shownLines)F\u{1B}[J" : ""
        print(erase + text)
        shownLines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    }
}
