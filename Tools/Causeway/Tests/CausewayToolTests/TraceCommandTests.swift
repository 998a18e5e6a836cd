import CausewayToolTestSupport
import Foundation
import Testing

/// `causeway trace` on a real file: the table, bad lines by number, and a file it cannot read.
@Suite struct TraceCommandTests {
    private static func trace(_ path: String) async throws -> ChildProcessRun {
        try await ChildProcess.run([InstallCrashTests.tool.path, "trace", path])
    }

    @Test func aTraceIsSummarisedAndItsBadLinesAreNamed() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let head = #"{"bytes":60,"id":"p1","mainFrame":true,"name":"math.add","origin":"https://app.example","time":1790000000"#
        try [
            head + #","direction":"pageToNative","kind":"call"}"#,
            head + #","direction":"nativeToPage","kind":"reply","ms":2.5,"outcome":"ok"}"#,
            "{\"broken\":",
            head + #","direction":"nativeToPage","kind":"reply","ms":4,"outcome":"timeout"}"#,
        ].joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let run = try await Self.trace(file.path)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("method or event") == true)
        #expect(lines.dropFirst().first?.split(separator: " ") == ["math.add", "1", "2.500", "4.000", "1", "180"])
        #expect(run.errors.hasPrefix("\(file.path): line 3: "))
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    /// Names and bad lines a page or anyone else wrote reach the terminal as text: no byte of what the tool prints is
    /// a control character but its line breaks.
    @Test func controlCharactersInATraceArePrintedEscaped() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        let head = #"{"bytes":9,"direction":"pageToNative","mainFrame":true,"origin":"https://app.example","time":1"#
        try [
            head + #","kind":"event","name":"\u001b]0;PWNED\u0007\u009b2J"}"#,
            head + #","kind":"reply","ms":1,"name":"x","outcome":"\u001b[2J\u001b]0;PWNED\u0007"}"#,
        ].joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let run = try await Self.trace(file.path)
        #expect(run.status == 0)
        for printed in [run.output, run.errors] {
            #expect(!printed.unicodeScalars.contains { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) },
                    "\(printed.debugDescription)")
        }
        #expect(run.output.contains(#"\u{1B}]0;PWNED\u{07}\u{9B}2J"#))
        #expect(run.errors.contains(#"\u{1B}[2J\u{1B}]0;PWNED\u{07}"#))
    }

    @Test func aFileThatCannotBeReadFailsWithItsPath() async throws {
        let run = try await Self.trace("/nonexistent/trace.jsonl")
        #expect(run.status != 0)
        #expect(run.errors.contains("Cannot read the trace file /nonexistent/trace.jsonl"))
        #expect(run.output.isEmpty)
    }
}
