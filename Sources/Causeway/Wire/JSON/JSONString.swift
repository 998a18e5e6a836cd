import Foundation

/// Reading and writing the text of a JSON string: the one place that knows its escapes.
enum JSONString {
    /// Why the bytes of a string could not be read.
    struct Invalid: Error, Equatable {
        let reason: String

        static let utf8 = Invalid(reason: "The string is not valid UTF-8.")
        static let escape = Invalid(reason: "Invalid escape sequence.")
        static let unicodeEscape = Invalid(reason: "Invalid unicode escape sequence.")
        static let surrogate = Invalid(reason: "Invalid surrogate pair.")
    }

    /// The string whose bytes between the quotes are `raw`, its escapes resolved when `escaped`; text that is not
    /// valid UTF-8, an unknown escape and a lone surrogate are refused.
    static func read(_ raw: UnsafeRawBufferPointer, escaped: Bool) throws(Invalid) -> String {
        guard escaped else { return try text(raw) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = 0
        func hex4() throws(Invalid) -> UInt32 {
            guard index + 4 < raw.count else { throw .unicodeEscape }
            var value: UInt32 = 0
            for offset in 1...4 {
                let byte = raw[index + offset]
                let digit: UInt8 = switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
                default: throw .unicodeEscape
                }
                value = value << 4 | UInt32(digit)
            }
            index += 4
            return value
        }
        while index < raw.count {
            // The bytes up to the next backslash, as they are.
            let backslash = memchr(raw.baseAddress! + index, Int32(UInt8(ascii: "\\")), raw.count - index)
                .map { UnsafeRawPointer($0) - raw.baseAddress! } ?? raw.count
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[index..<backslash]))
            index = backslash + 1
            guard backslash < raw.count else { break }
            guard index < raw.count else { throw .escape }
            switch raw[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(raw[index])
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if (0xD800..<0xDC00).contains(scalar), index + 2 < raw.count,
                   raw[index + 1] == UInt8(ascii: "\\"), raw[index + 2] == UInt8(ascii: "u")
                {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw .surrogate }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw .surrogate }
                UTF8.encode(unicode) { bytes.append($0) }
            default:
                throw .escape
            }
            index += 1
        }
        return try bytes.withUnsafeBufferPointer { bytes throws(Invalid) in try text(UnsafeRawBufferPointer(bytes)) }
    }

    /// The text of UTF-8 `bytes`, refused when they are not valid UTF-8.
    private static func text(_ bytes: UnsafeRawBufferPointer) throws(Invalid) -> String {
        // ASCII, the common case, needs no validation.
        if JSONBytes.isASCII(bytes) { return String(decoding: bytes, as: UTF8.self) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .utf8 }
        return text
    }

    /// Appends `text` to `output` as a quoted JSON string: `"` and `\` escaped, control characters as their short
    /// escape or `\u00XX`, everything else (`/` and non-ASCII included) as it is, as `JSONEncoder` writes it with
    /// `.withoutEscapingSlashes`.
    static func write(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            output.append(UInt8(ascii: "\""))
            var plainFrom = 0
            while true {
                let index = JSONBytes.firstSpecial(in: UnsafeRawBufferPointer(utf8), from: plainFrom)
                guard index < utf8.count else { break }
                let byte = utf8[index]
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom..<index]))
                plainFrom = index + 1
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                default:
                    output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                               hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainFrom...]))
            output.append(UInt8(ascii: "\""))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
