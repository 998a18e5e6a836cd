import Foundation
import CausewayTesting
import Synchronization

/// A `causeway` (or `causeway-server`) process a test runs as a user would, with what it prints collected as it
/// prints it.
final class ToolProcess: Sendable {
    /// The `causeway` tool built beside this test binary.
    static let tool = built("causeway")
    /// The `causeway-server` binary built beside this test binary.
    static let server = built("causeway-server")

    private static func built(_ name: String) -> URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name)
    }

    private let process: Process
    private let printed = Printed()

    /// Starts `executable arguments…` (`causeway` unless another is named) in `folder`.
    init(_ arguments: [String], in folder: URL, executable: URL = tool) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [printed] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            printed.append(text)
        }
        try process.run()
    }

    /// Everything it printed so far, standard output and error together.
    var output: String { printed.text }

    var isRunning: Bool { process.isRunning }

    /// Waits for it to end, on a thread of its own (`awaitBlocking`), and returns its status.
    func exitStatus() async -> Int32 {
        await awaitBlocking { [process] in
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// Ends it, if it still runs. With SIGKILL: a process started from a test may have SIGTERM blocked, as the test
    /// process's threads do.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// What a process printed, appended from the pipe's reading thread.
private final class Printed: Sendable {
    private let collected = Mutex("")

    var text: String { collected.withLock { $0 } }

    func append(_ text: String) {
        collected.withLock { $0 += text }
    }
}
