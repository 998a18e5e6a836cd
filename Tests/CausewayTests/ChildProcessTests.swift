import CausewayTestSupport
import Foundation
import Testing

/// The programs tests start (`ChildProcess`): their status, what they inherit, and their input.
@Suite struct ChildProcessTests {
    @Test func itsStatusIsTheExitCodeOr128AndTheSignal() async throws {
        let run = try await ChildProcess.run(["/bin/sh", "-c", "echo out; echo err >&2; exit 3"])
        #expect(run.status == 3 && run.output == "out\n" && run.errors == "err\n")
        let sleeper = try ChildProcess(["sleep", "600"])
        #expect(sleeper.isRunning)
        sleeper.signal(SIGKILL)
        #expect(await sleeper.exitStatus() == 128 + SIGKILL)
        #expect(!sleeper.isRunning && sleeper.waitUntilExit() == 128 + SIGKILL)
    }

    @Test func itHoldsNoDescriptorOfTheTestAndBlocksNoSignal() async throws {
        let held = try (0..<8).map { _ in try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/null")) }
        defer { held.forEach { try? $0.close() } }
        // ls opens the folder it lists as its own descriptor 3.
        let listed = try await ChildProcess.run(["/bin/ls", "/proc/self/fd"]).output.split(separator: "\n")
        #expect(listed == ["0", "1", "2", "3"], "descriptors \(held.map(\.fileDescriptor)) are the test's")
        let status = try await ChildProcess.run(["/bin/grep", "-E", "^Sig(Blk|Ign)", "/proc/self/status"]).output
        #expect(status.contains("SigBlk:\t0000000000000000"), "\(status)")
        let ignored = try #require(UInt64(status.split(separator: "\n").last?.split(separator: "\t").last ?? "", radix: 16))
        #expect(ignored & (1 << UInt64(SIGPIPE - 1)) == 0, "SIGPIPE is handled as by default")
    }

    @Test func anInputKeptOpenEndsWhenClosed() async throws {
        // posix_spawn returns once the program runs, with its descriptors as they are given.
        let cat = try ChildProcess(["cat"], keepsInputOpen: true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(cat.identifier)/fd/0").hasPrefix("pipe:"))
        cat.closeInput()
        #expect(await cat.exitStatus() == 0, "cat read the end of its input")
        let sleeper = try ChildProcess(["sleep", "600"])
        defer { sleeper.signal(SIGKILL) }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(sleeper.identifier)/fd/0") == "/dev/null")
        #expect(throws: ChildProcessError.self) { try ChildProcess(["/nonexistent/program"]) }
    }
}
