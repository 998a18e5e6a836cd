import Causeway
import CausewayTerminal
import CausewayTesting
import Logging
import Testing

/// Text from a page, a file or a peer on its way to a developer's terminal: every control character is shown as an
/// escape, never sent as itself.
@Suite struct TerminalTextTests {
    /// Every C0 control, DEL, every C1 control, and the bidirectional overrides.
    static let controls: [Unicode.Scalar] = [0x00...0x1F, 0x7F...0x9F, 0x061C...0x061C, 0x200E...0x200F, 0x202A...0x202E,
                                             0x2066...0x2069].flatMap { $0 }.map { Unicode.Scalar(UInt32($0))! }

    /// ESC sequences a page could use: set the window title, clear the screen, move the cursor, a device control
    /// string, an 8-bit CSI, an OSC 8 hyperlink, and one that asks the terminal to answer on its input.
    static let sequences = ["\u{1B}]0;PWNED\u{7}", "\u{1B}[2J", "\u{1B}[10;10H", "\u{1B}P+q544e\u{1B}\\", "\u{9B}6n",
                            "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "\u{1B}[21t"]

    /// Whether `bytes`, as UTF-8, hold a control character or a bidirectional override.
    static func holdsControls(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.contains { controls.contains($0) }
    }

    @Test func everyControlCharacterIsEscaped() {
        for scalar in Self.controls {
            let escaped = Array("a\(Character(scalar))b".terminalEscaped.utf8)
            #expect(!Self.holdsControls(escaped), "U+\(String(scalar.value, radix: 16))")
            #expect(escaped.allSatisfy { (0x20..<0x7F).contains($0) }, "U+\(String(scalar.value, radix: 16))")
        }
        let all = String(String.UnicodeScalarView(Self.controls)).terminalEscaped
        #expect(all.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) })
    }

    @Test func escapeSequencesArriveAsPlainText() {
        for sequence in Self.sequences {
            let escaped = "name \(sequence) end".terminalEscaped
            #expect(!Self.holdsControls(Array(escaped.utf8)), "\(escaped)")
            #expect(escaped.hasPrefix("name ") && escaped.hasSuffix(" end"))
        }
        #expect("\u{1B}]0;PWNED\u{7}".terminalEscaped == #"\u{1B}]0;PWNED\u{07}"#)
        #expect("line\nnext\ttab\r".terminalEscaped == #"line\nnext\ttab\r"#)
        #expect("\u{9B}\u{202E}".terminalEscaped == #"\u{9B}\u{202E}"#)
    }

    @Test func printableTextIsUnchangedAndBackslashesStayUnambiguous() {
        for text in ["math.add", "https://app.example:8443/a b", "café 😀 日本語", "ok – “quoted”", ""] {
            #expect(text.terminalEscaped == text)
        }
        #expect(#"a\u{1B}b"#.terminalEscaped == #"a\\u{1B}b"#, "a backslash is escaped, so text that looks like an escape is told apart")
    }

    @Test func aTerminalLogHandlerEscapesMessagesAndMetadata() {
        let log = RecordingLogHandler.Log()
        let logger = Logger(label: "test") { _ in TerminalLogHandler(wrapping: RecordingLogHandler(log: log)) }
        let hostile = Self.sequences.joined() + String(String.UnicodeScalarView(Self.controls))
        logger.warning("page said \(hostile)", metadata: [
            "origin": "\(hostile)", "list": .array(["\(hostile)"]), "nested": .dictionary(["key": "\(hostile)"]),
        ])
        let record = log.records.first
        #expect(record?.message.hasPrefix("page said ") == true)
        let printed = [record?.message ?? ""] + (record?.metadata.values.map { $0 } ?? [])
        #expect(printed.count == 4)
        for text in printed {
            #expect(!Self.holdsControls(Array(text.utf8)), "\(text)")
        }
        #expect(record?.metadata["origin"] == hostile.terminalEscaped)
    }

    @Test func aTerminalLogHandlerEscapesAnErrorsDescription() {
        struct Hostile: Error, CustomStringConvertible {
            var description: String { "failed: \u{1B}]0;PWNED\u{7}" }
        }
        let log = RecordingLogHandler.Log()
        let logger = Logger(label: "test") { _ in TerminalLogHandler(wrapping: RecordingLogHandler(log: log)) }
        logger.log(level: .error, "a handler failed", error: Hostile())
        #expect(log.records.first?.metadata["error.message"] == #"failed: \u{1B}]0;PWNED\u{07}"#)
        #expect(log.records.first?.metadata["error.type"]?.hasSuffix("Hostile") == true)
    }
}
