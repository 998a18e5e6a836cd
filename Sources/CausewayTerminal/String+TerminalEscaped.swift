extension StringProtocol {
    /// The text as it may be printed to a terminal: every control character shown as an escape, never sent as itself.
    ///
    /// Text that a page, a file or a network peer chose (a method name, a console line, a URL) can hold an ESC
    /// sequence that sets the terminal's title, moves its cursor or makes it answer on its input. Printed through this,
    /// C0 controls, DEL, C1 controls and the bidirectional overrides become `\n`, `\r`, `\t` or `\u{1B}`-style
    /// escapes, and a backslash becomes `\\`, so escaped text and text that merely looks escaped are told apart.
    /// Anything else, other scripts and emoji included, is kept as it is.
    public var terminalEscaped: String {
        // Almost every name and line is plain: then it goes out as it is.
        guard unicodeScalars.contains(where: \.needsTerminalEscape) else { return String(self) }
        var escaped = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\\": escaped += "\\\\"
            case _ where scalar.needsTerminalEscape:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\u{" + (hex.count < 2 ? "0" : "") + hex + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// Whether a terminal could act on this scalar, or it could make escaped text ambiguous: a C0 control, DEL, a C1
    /// control, a bidirectional override or isolate, or a backslash.
    fileprivate var needsTerminalEscape: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x5C: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
