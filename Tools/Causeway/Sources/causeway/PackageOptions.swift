public import ArgumentParser
import CausewayPackages
import Foundation
public import Version

extension Version: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(checking: argument)
    }
}

/// Reads a key file written by `causeway keygen`.
func readKey<Key>(_ path: String, _ make: (String) throws(PackageError) -> Key) throws -> Key {
    do {
        return try make(String(contentsOfFile: path, encoding: .utf8))
    } catch let error as PackageError {
        throw ValidationError("\(path): \(error)")
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

/// Runs `work` to its end from a synchronous command. The tool's commands are synchronous because `run` gives the
/// main thread to GLib; the others wait for their async work here.
func waitFor(_ work: @escaping @Sendable () async throws -> Void) throws {
    final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }
    let outcome = Outcome()
    let finished = DispatchSemaphore(value: 0)
    Task.detached {
        do { try await work() } catch { outcome.error = error }
        finished.signal()
    }
    finished.wait()
    if let error = outcome.error { throw error }
}
