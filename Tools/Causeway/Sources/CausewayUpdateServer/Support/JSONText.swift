/// JSON text written by hand where the server writes it for every request (an offer, a request's log line), which
/// Foundation's encoders made a large share of a busy instance's time.
public enum JSONText {
    /// Appends `text` to `output` as a JSON string: a quotation mark, a backslash and every control character
    /// escaped, a `/` as it is.
    public static func appendString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// An object of `members`, in their order, each value JSON text already.
    public static func object(_ members: [(name: String, json: String)]) -> String {
        var output = "{"
        for (index, member) in members.enumerated() {
            if index > 0 { output += "," }
            appendString(member.name, to: &output)
            output += ":" + member.json
        }
        return output + "}"
    }

    /// `text` as a JSON string.
    public static func string(_ text: String) -> String {
        var output = ""
        appendString(text, to: &output)
        return output
    }
}
