/// One log record as a line of JSON text: an object of string fields, in the order of their names, each name and value
/// escaped as JSON requires (a quotation mark, a backslash and every control character; a `/` as it is).
///
/// Written by hand because the line is written for every request: Foundation's `JSONSerialization` with sorted keys
/// took most of an instance's time under load, sorting the names through locale-aware string comparison.
enum JSONLogLine {
    /// `fields` as one JSON object, without a line break.
    static func text(_ fields: [String: String]) -> String {
        var line = "{"
        for (index, (name, value)) in fields.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { line += "," }
            append(name, to: &line)
            line += ":"
            append(value, to: &line)
        }
        return line + "}"
    }

    /// Appends `text` to `line` as a JSON string.
    private static func append(_ text: String, to line: inout String) {
        line += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": line += "\\\""
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r": line += "\\r"
            case "\t": line += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                line += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: line.unicodeScalars.append(scalar)
            }
        }
        line += "\""
    }
}
