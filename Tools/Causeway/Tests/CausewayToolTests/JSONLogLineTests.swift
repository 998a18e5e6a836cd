@testable import CausewayServerCommand
import Foundation
import Testing

/// A JSON log line holds what a client chose only as JSON strings: whatever the text, the line parses back to the
/// same fields, on one line.
struct JSONLogLineTests {
    private static let hostile = [
        "", "plain", "quote \" and backslash \\", "a/b", "line\nbreak\r\n", "tab\t", "\u{0}\u{1}\u{1F}\u{7F}",
        "\u{1B}]0;title\u{7}", "é ü 日本 🙂", "\u{2028}\u{2029}", "{\"forged\":\"field\"}", "\\u0041",
    ]

    @Test(arguments: hostile)
    func anyTextParsesBackToItselfOnOneLine(_ text: String) throws {
        let fields = ["message": text, "request_id": "r-1", text.isEmpty ? "empty" : "key \(text)": text]
        let line = JSONLogLine.text(fields)
        #expect(!line.contains("\n") && !line.contains("\r"), "\(line)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String])
        #expect(parsed == fields)
    }

    @Test func fieldsAreInTheOrderOfTheirNames() {
        #expect(JSONLogLine.text(["time": "t", "level": "info", "label": "l"]) == #"{"label":"l","level":"info","time":"t"}"#)
    }
}
