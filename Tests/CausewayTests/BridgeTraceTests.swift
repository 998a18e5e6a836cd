import Causeway
import Foundation
import Testing

/// Trace files: the line format, reading back with bad lines, writing, and the summary per method.
@MainActor
@Suite struct BridgeTraceTests {
    private static func event(_ kind: BridgeTraceEvent.Kind, _ name: String?, direction: BridgeTraceEvent.Direction = .pageToNative,
                              bytes: Int = 10, ms: Int? = nil, outcome: BridgeTraceEvent.Outcome? = nil) -> BridgeTraceEvent
    {
        BridgeTraceEvent(time: Date(timeIntervalSince1970: 1_790_000_000.5), direction: direction, kind: kind,
                         name: name, id: "p1", origin: "https://app.example", isMainFrame: true, bytes: bytes,
                         duration: ms.map { .milliseconds($0) }, outcome: outcome)
    }

    private static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).jsonl")
    }

    @Test func anEventIsOneLineWithSortedKeysAndReadsBackEqual() throws {
        let reply = BridgeTraceEvent(time: Date(timeIntervalSince1970: 1_790_000_000.5), direction: .nativeToPage,
                                     kind: .reply, name: "math.add", id: "p1", origin: "https://app.example",
                                     isMainFrame: true, bytes: 61, duration: .microseconds(1500),
                                     outcome: .failed(.invalidArguments))
        #expect(reply.jsonLine == #"{"bytes":61,"direction":"nativeToPage","id":"p1","kind":"reply","mainFrame":true,"#
            + #""ms":1.5,"name":"math.add","origin":"https://app.example","outcome":"invalidArguments","time":1790000000.5}"#)
        #expect(try BridgeTraceEvent(jsonLine: reply.jsonLine) == reply)
        let hello = BridgeTraceEvent(time: Date(timeIntervalSince1970: 0), direction: .pageToNative, kind: .hello,
                                     origin: "null", isMainFrame: false, bytes: 40)
        #expect(hello.jsonLine == #"{"bytes":40,"direction":"pageToNative","kind":"hello","mainFrame":false,"origin":"null","time":0}"#)
        #expect(try BridgeTraceEvent(jsonLine: hello.jsonLine) == hello)
        #expect(try BridgeTraceEvent(jsonLine: Self.event(.reply, "x", outcome: .ok).jsonLine).outcome == .ok)
    }

    @Test func namesAndOriginsOfAnyTextStayOnOneLineAndReadBack() throws {
        var event = Self.event(.event, "say \"hi\"\\\n\r\t\u{1}\u{7F}é\u{2028}😀")
        event.origin = "null\u{0}"
        #expect(!event.jsonLine.contains("\n") && !event.jsonLine.contains("\r"))
        #expect(event.jsonLine.contains(#""name":"say \"hi\"\\\n\r\t\u0001"#))
        #expect(try BridgeTraceEvent(jsonLine: event.jsonLine) == event)
    }

    @Test func badLinesAreReportedWithTheirNumbersAndGoodLinesAreKept() {
        let good = Self.event(.call, "math.add").jsonLine
        var text = Data([good, "", "not json", #"{"bytes":-1,"direction":"pageToNative","kind":"call","mainFrame":true,"origin":"x","time":0}"#,
                         good.replacingOccurrences(of: #""kind":"call""#, with: #""kind":"shout""#),
                         #"{"bytes":1,"direction":"pageToNative","kind":"reply","mainFrame":true,"origin":"x","outcome":"meh","time":0}"#,
                         #"{"bytes":1,"direction":"pageToNative","kind":"reply","mainFrame":true,"ms":-3,"origin":"x","time":0}"#,
                         good].joined(separator: "\n").utf8)
        text.append(contentsOf: [0x0A, 0xFF, 0xFE, 0x0A])
        let trace = BridgeTrace(jsonLines: text)
        #expect(trace.events.count == 2)
        #expect(trace.badLines.map(\.number) == [3, 4, 5, 6, 7, 9])
        #expect(trace.badLines.last?.reason == "not UTF-8")
        #expect(trace.badLines[1].reason == "bytes: a negative size")
        #expect(trace.badLines[2].reason.hasPrefix("kind: "))
        #expect(trace.badLines.allSatisfy { !$0.reason.isEmpty })
        #expect(trace.badLines[1].description.hasPrefix("line 4: "))
    }

    @Test func aWrittenTraceReadsBackAsTheSameEvents() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try BridgeTraceWriter(creating: url)
        // More than one chunk, so both the chunked writes and the last flush are read back.
        let events = (0..<3000).map { Self.event(.reply, "m\($0 % 7)", bytes: $0, ms: $0 % 50, outcome: .ok) }
        events.forEach(writer.write)
        try writer.close()
        let trace = try BridgeTrace(contentsOf: url)
        #expect(trace.badLines.isEmpty)
        #expect(trace.events == events)
    }

    @Test func aFileThatCannotBeReadOrCreatedIsATypedError() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-folder-\(UUID().uuidString)")
        #expect { try BridgeTrace(contentsOf: missing.appendingPathComponent("trace.jsonl")) } throws: { error in
            (error as? BridgeTraceFileError)?.operation == .read
        }
        #expect { try BridgeTraceWriter(creating: missing.appendingPathComponent("trace.jsonl")) } throws: { error in
            (error as? BridgeTraceFileError)?.operation == .create
        }
    }

    @Test func theSummaryCountsTimesAndFailsPerName() {
        var events = [Self.event(.hello, nil, bytes: 100), Self.event(.event, "clicked", bytes: 5)]
        for index in 1...100 {
            events.append(Self.event(.call, "math.add", bytes: 2))
            events.append(Self.event(.reply, "math.add", direction: .nativeToPage, bytes: 3, ms: index,
                                     outcome: index % 10 == 0 ? .failed(.handlerFailed) : .ok))
        }
        events.append(Self.event(.stream, "clock.ticks", bytes: 1))
        events.append(Self.event(.next, "clock.ticks", direction: .nativeToPage, bytes: 1))
        events.append(Self.event(.cancel, "clock.ticks", bytes: 1, ms: 7, outcome: .failed(.cancelled)))
        let summary = BridgeTraceSummary(events)
        #expect(summary.rows == [
            .init(name: "clicked", count: 1, p50: nil, p99: nil, errors: 0, bytes: 5),
            .init(name: "clock.ticks", count: 1, p50: .milliseconds(7), p99: .milliseconds(7), errors: 1, bytes: 3),
            .init(name: "math.add", count: 100, p50: .milliseconds(50), p99: .milliseconds(99), errors: 10, bytes: 500),
        ])
        #expect(summary.messages == events.count)
        #expect(summary.bytes == 608)
        let lines = summary.table.split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("method or event"))
        #expect(lines[3].split(separator: " ") == ["math.add", "100", "50.000", "99.000", "10", "500"])
        #expect(lines[1].split(separator: " ") == ["clicked", "1", "-", "-", "0", "5"])
        #expect(lines[4] == "\(events.count) messages, 608 bytes")
    }

    @Test func totalsPastTheLargestIntegerAreExact() {
        let huge = [Self.event(.call, "big", bytes: .max), Self.event(.reply, "big", direction: .nativeToPage, bytes: .max),
                    Self.event(.hello, nil, bytes: .max)]
        let summary = BridgeTraceSummary(huge)
        let two = Int128(Int.max) * 2
        #expect(summary.rows.map { "\($0.bytes)" } == ["\(two)"])
        #expect("\(summary.bytes)" == "\(two + Int128(Int.max))")
        #expect(summary.table.hasSuffix("3 messages, \(two + Int128(Int.max)) bytes"))
    }

    @Test func namesAreShownWithTheirControlCharactersEscaped() {
        let summary = BridgeTraceSummary([Self.event(.event, "\u{1B}]0;PWNED\u{7}\u{9B}2J\nnext")])
        let bytes = Array(summary.table.utf8)
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07) && !bytes.contains(0x9B))
        #expect(summary.table.contains(#"\u{1B}]0;PWNED\u{07}\u{9B}2J\nnext"#))
        #expect(summary.table.split(separator: "\n").count == 3)
    }

    @Test func aRecorderAddsUpAndWrites() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let recorder = BridgeTraceRecorder(writer: try BridgeTraceWriter(creating: url))
        let events = [Self.event(.call, "a"), Self.event(.reply, "a", direction: .nativeToPage, ms: 2, outcome: .ok)]
        events.forEach(recorder.record)
        try recorder.writer?.flush()
        #expect(recorder.summary.rows.map(\.count) == [1])
        #expect(try BridgeTrace(contentsOf: url).events == events)
    }
}
