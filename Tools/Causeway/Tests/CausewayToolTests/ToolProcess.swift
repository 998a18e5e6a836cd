import Foundation
import CausewayTesting
import CausewayToolTestSupport

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

    private let process: ChildProcess
    private let printed: URL

    /// Starts `executable arguments…` (`causeway` unless another is named) in `folder`.
    init(_ arguments: [String], in folder: URL, executable: URL = tool) throws {
        printed = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-tool-\(UUID().uuidString).out")
        process = try ChildProcess([executable.path] + arguments, in: folder, output: printed, errors: printed)
    }

    deinit {
        try? FileManager.default.removeItem(at: printed)
    }

    /// Everything it printed so far, standard output and error together.
    var output: String { (try? String(contentsOf: printed, encoding: .utf8)) ?? "" }

    var isRunning: Bool { process.isRunning }

    /// Waits for it to end and returns its status.
    func exitStatus() async -> Int32 {
        await process.exitStatus()
    }

    /// Ends it, if it still runs.
    func stop() {
        process.signal(SIGKILL)
        process.waitUntilExit()
    }

    /// Where a server started with `--port 0` listens, once it says so ("serving updates on URL"): the kernel picks
    /// the port as the server binds it, so no other server or connection can take it between a pick and a bind.
    func servingURL() async throws -> URL {
        try await waitUntil("the server listens") { output.contains("serving updates on ") || !isRunning }
        guard let match = output.firstMatch(of: /serving updates on (http:\/\/\S+)/), let url = URL(string: String(match.1)) else {
            throw NotServing(output: output)
        }
        return url
    }

    /// A server that ended, or printed no address, before it served.
    struct NotServing: Error, CustomStringConvertible {
        let output: String
        var description: String { "the server did not say where it serves; it printed: \(output)" }
    }
}
