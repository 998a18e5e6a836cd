public import ArgumentParser
import CausewayPackages
import Foundation
public import Version

extension Version: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(checking: argument)
    }
}

/// A progress bar on standard error while long work runs, when standard error is a terminal.
struct TerminalProgress {
    let title: String
    private let isTerminal = isatty(STDERR_FILENO) != 0

    init(_ title: String) {
        self.title = title
    }

    /// Redraws the bar for `done` of `total` bytes; ends the line when the work is done.
    func update(done: Int64, total: Int64) {
        guard isTerminal else { return }
        let fraction = total > 0 ? Double(done) / Double(total) : 1
        let filled = Int(fraction * 30)
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
        let line = "\r\(title) \(bar) \(Int(fraction * 100))% of \(ByteCountFormatter.string(fromByteCount: total, countStyle: .file))"
        FileHandle.standardError.write(Data((done == total ? line + "\n" : line).utf8))
    }
}
