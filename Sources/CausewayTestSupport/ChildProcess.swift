import Dispatch
public import Foundation
import Synchronization
#if canImport(Glibc)
public import Glibc
#endif

/// A program a test runs: started with `posix_spawn`, with no descriptor of this process but the three it is given
/// and with no signal blocked, and waited for by one thread of its own (never a thread of Swift's concurrency pool),
/// which keeps what it needs alive until the program ends.
///
/// Not Foundation's `Process`. On Linux, its `run()` lists `/proc/self/fd` copying 256 bytes of each entry that
/// `readdir` sized smaller, and crashes now and then in a process with many descriptors open (a test binary with
/// servers and database connections); it hands the child a descriptor of its own, so a server that a child leaves
/// running keeps its wait from ending; and its child inherits the signals the spawning thread blocks.
public final class ChildProcess: Sendable {
    /// The child's process ID.
    public let identifier: pid_t
    private let exit = Exit()
    private let input: Mutex<Int32?>

    /// Starts `command` (a path, or a name looked up on `PATH`, then its arguments) in `folder`, or this process's
    /// folder. Its standard output goes to the file at `output` and its standard error to `errors` (created or
    /// truncated; the same file for both takes them together), or nowhere when `nil`. Its standard input is empty,
    /// or with `keepsInputOpen` a pipe that stays open until ``closeInput()``.
    public init(_ command: [String], in folder: URL? = nil, output: URL? = nil, errors: URL? = nil,
                keepsInputOpen: Bool = false) throws(ChildProcessError)
    {
        guard let program = command.first else { throw ChildProcessError(command: command, reason: "no program named") }
        let spawned = try Self.spawn(command, program: program, in: folder, output: output, errors: errors,
                                     keepsInputOpen: keepsInputOpen)
        identifier = spawned.pid
        input = Mutex(spawned.input)
        exit.wait(for: spawned.pid)
    }

    deinit {
        closeInput()
    }

    /// Whether it has not ended yet.
    public var isRunning: Bool { exit.status == nil }

    /// Waits until it ended and returns its exit status, or 128 and the signal that ended it.
    @discardableResult
    public func exitStatus() async -> Int32 {
        await exit.awaitStatus()
    }

    /// Blocks the calling thread until it ended and returns its status as ``exitStatus()`` does: for a `deinit` or
    /// another place that cannot await, after a signal that ends it.
    @discardableResult
    public func waitUntilExit() -> Int32 {
        exit.waitForStatus()
    }

    /// Sends it `signal` (SIGTERM unless told), if it still runs.
    public func signal(_ signal: Int32 = SIGTERM) {
        if isRunning { kill(identifier, signal) }
    }

    /// Closes the pipe its standard input reads from, when it was started with `keepsInputOpen`: it reads the end of
    /// its input.
    public func closeInput() {
        input.withLock { descriptor in
            if let open = descriptor { close(open) }
            descriptor = nil
        }
    }

    /// A child's exit status, once the one thread that waits for it has seen it end.
    private final class Exit: Sendable {
        private let recorded = Mutex<Int32?>(nil)
        private let ended = DispatchGroup()

        var status: Int32? { recorded.withLock { $0 } }

        /// Starts the thread that waits for `pid`.
        func wait(for pid: pid_t) {
            ended.enter()
            Thread { [self] in
                var raw: Int32 = 0
                while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
                // WIFEXITED and WEXITSTATUS, WTERMSIG, which Swift does not import.
                recorded.withLock { $0 = raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f) }
                ended.leave()
            }.start()
        }

        func awaitStatus() async -> Int32 {
            await withCheckedContinuation { continuation in
                ended.notify(queue: .global()) { [self] in continuation.resume(returning: status ?? -1) }
            }
        }

        func waitForStatus() -> Int32 {
            ended.wait()
            return status ?? -1
        }
    }

    private static func spawn(_ command: [String], program: String, in folder: URL?, output: URL?, errors: URL?,
                              keepsInputOpen: Bool) throws(ChildProcessError) -> (pid: pid_t, input: Int32?)
    {
        func failure(_ reason: String) -> ChildProcessError { ChildProcessError(command: command, reason: reason) }
        guard let addCloseFrom = Functions.addCloseFrom, let addChdir = Functions.addChdir else {
            throw failure("glibc 2.34 or later is needed, to start a program without this process's descriptors")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var pipeEnds: [Int32] = [-1, -1]
        if keepsInputOpen {
            guard pipe(&pipeEnds) == 0 else { throw failure("no pipe: \(String(cString: strerror(errno)))") }
            // Neither end goes to another program this process starts (glibc's pipe2 is not in Swift's module).
            pipeEnds.forEach { _ = fcntl($0, F_SETFD, FD_CLOEXEC) }
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, output?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if let errors, errors != output {
            posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else if errors == nil {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        }
        if let folder { _ = addChdir(&actions, folder.path) }
        _ = addCloseFrom(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // No signal blocked, as a test's threads block some, and SIGPIPE handled as by default, as this process
        // ignores it.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &pipeSignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid = pid_t()
        let result = program.contains("/")
            ? posix_spawn(&pid, program, &actions, &attributes, arguments, environ)
            : posix_spawnp(&pid, program, &actions, &attributes, arguments, environ)
        if keepsInputOpen { close(pipeEnds[0]) }
        guard result == 0 else {
            if keepsInputOpen { close(pipeEnds[1]) }
            throw failure(String(cString: strerror(result)))
        }
        return (pid, keepsInputOpen ? pipeEnds[1] : nil)
    }

    /// glibc's functions that its Swift module leaves out.
    private enum Functions {
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

        /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34).
        static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
            .map { unsafeBitCast($0, to: AddCloseFrom.self) }
        /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29).
        static let addChdir: AddChdir? = dlsym(nil, "posix_spawn_file_actions_addchdir_np")
            .map { unsafeBitCast($0, to: AddChdir.self) }
    }
}

/// A program could not be started, or failed.
public struct ChildProcessError: Error, CustomStringConvertible {
    /// The command that was to run.
    public let command: [String]
    /// Why it did not start, or how it failed.
    public let reason: String

    public var description: String { "\(command.joined(separator: " ")): \(reason)" }
}

/// How a program that ran to its end ended, and what it printed.
public struct ChildProcessRun: Sendable {
    /// Its exit status, or 128 and the signal that ended it.
    public let status: Int32
    /// What it printed on standard output.
    public let output: String
    /// What it printed on standard error.
    public let errors: String
}

extension ChildProcess {
    /// Runs `command` in `folder` to its end and returns how it ended and what it printed, each stream read from a
    /// file of its own once the program ended. The caller's thread is free meanwhile: a test on the main actor keeps
    /// its main loop, and the engine it drives, running.
    public static func run(_ command: [String], in folder: URL? = nil) async throws -> ChildProcessRun {
        let files = RunFiles()
        defer { files.remove() }
        let status = try await ChildProcess(command, in: folder, output: files.output, errors: files.errors).exitStatus()
        return files.run(status: status)
    }

    /// What `command` printed on standard output, once it ended; fails with what it printed on standard error
    /// unless it ended with status 0.
    public static func output(of command: [String]) async throws -> String {
        try await run(command).succeeded(command)
    }

    /// ``output(of:)``, blocking the calling thread until the program ends: only for a program of milliseconds
    /// (xdotool's) that synchronous code runs. Anything longer is awaited, or it stops the caller's main loop.
    public static func outputBlocking(of command: [String]) throws -> String {
        let files = RunFiles()
        defer { files.remove() }
        let status = try ChildProcess(command, output: files.output, errors: files.errors).waitUntilExit()
        return try files.run(status: status).succeeded(command)
    }

    /// The two files a run's output and errors go to.
    private struct RunFiles {
        let output: URL
        let errors: URL

        init() {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("causeway-run-\(UUID().uuidString)")
            (output, errors) = (scratch.appendingPathExtension("out"), scratch.appendingPathExtension("err"))
        }

        func run(status: Int32) -> ChildProcessRun {
            func read(_ file: URL) -> String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
            return ChildProcessRun(status: status, output: read(output), errors: read(errors))
        }

        func remove() {
            [output, errors].forEach { try? FileManager.default.removeItem(at: $0) }
        }
    }
}

extension ChildProcessRun {
    /// What it printed on standard output, if it ended with status 0.
    fileprivate func succeeded(_ command: [String]) throws(ChildProcessError) -> String {
        guard status == 0 else { throw ChildProcessError(command: command, reason: "ended with status \(status): \(errors)") }
        return output
    }
}
