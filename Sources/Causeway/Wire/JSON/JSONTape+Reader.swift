import Foundation

extension JSONTape {
    /// Reads a text into nodes, checking it as it goes.
    struct Reader {
        /// Where the text ends.
        let end: Int
        var index: Int
        var nodes: [Node] = []
        /// The arrays and objects not yet closed, innermost last.
        var open: [Int] = []

        init(range: Range<Int>) {
            end = range.upperBound
            index = range.lowerBound
            nodes.reserveCapacity(min(range.count / 2 + 2, 64))
        }

        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
            skipWhitespace(bytes)
            try value(bytes)
            while let top = open.last {
                skipWhitespace(bytes)
                let close = nodes[top].kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < end else { throw Failure(reason: "The text ends inside an array or object.") }
                if bytes[index] == close {
                    index += 1
                    nodes[top].second = Int32(nodes.count)
                    open.removeLast()
                    continue
                }
                if nodes[top].first > 0 {
                    guard bytes[index] == UInt8(ascii: ",") else { throw unexpected(bytes) }
                    index += 1
                    skipWhitespace(bytes)
                    if index < end, bytes[index] == close { continue }
                }
                nodes[top].first += 1
                if close == UInt8(ascii: "}") { try key(bytes) }
                try value(bytes)
            }
            skipWhitespace(bytes)
            guard index == end else { throw unexpected(bytes) }
        }

        private func unexpected(_ bytes: UnsafeBufferPointer<UInt8>) -> Failure {
            guard index < end else { return Failure(reason: "The text ends where a value should be.") }
            let byte = bytes[index]
            let shown = (0x21...0x7E).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte \(byte)"
            return Failure(reason: "Unexpected \(shown) at offset \(index).")
        }

        private mutating func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) {
            while index < end {
                switch bytes[index] {
                case 0x20, 0x0A, 0x0D, 0x09: index += 1
                default: return
                }
            }
        }

        private mutating func key(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
            guard index < end, bytes[index] == UInt8(ascii: "\"") else { throw unexpected(bytes) }
            try string(bytes)
            skipWhitespace(bytes)
            guard index < end, bytes[index] == UInt8(ascii: ":") else { throw unexpected(bytes) }
            index += 1
            skipWhitespace(bytes)
        }

        /// Reads the value that starts here; an array or object is left open for ``read(_:)`` to fill.
        private mutating func value(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
            guard index < end else { throw unexpected(bytes) }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                try string(bytes)
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard open.count < JSONTape.maxDepth else {
                    throw Failure(reason: "The text nests deeper than \(JSONTape.maxDepth) levels.")
                }
                open.append(nodes.count)
                nodes.append(Node(kind: bytes[index] == UInt8(ascii: "{") ? .object : .array, first: 0, second: 0))
                index += 1
            case UInt8(ascii: "t"): try literal("true", .true, bytes)
            case UInt8(ascii: "f"): try literal("false", .false, bytes)
            case UInt8(ascii: "n"): try literal("null", .null, bytes)
            default: try number(bytes)
            }
        }

        private mutating func literal(_ spelling: StaticString, _ kind: Kind,
                                      _ bytes: UnsafeBufferPointer<UInt8>) throws(Failure)
        {
            let length = spelling.utf8CodeUnitCount
            guard index + length <= end,
                  memcmp(bytes.baseAddress! + index, spelling.utf8Start, length) == 0
            else { throw unexpected(bytes) }
            nodes.append(Node(kind: kind, first: 0, second: 0))
            index += length
        }

        private mutating func string(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
            index += 1
            let start = index
            var escaped = false
            let text = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[..<end])
            while true {
                index = JSONBytes.firstSpecial(in: text, from: index)
                guard index < end else { throw Failure(reason: "A string is not closed.") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw Failure(reason: "A string holds the control character \(byte) unescaped.") }
                escaped = true
                guard index + 1 < end else { throw Failure(reason: "A string is not closed.") }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard index + 5 < end, (2...5).allSatisfy({ bytes[index + $0].isASCIIHexDigit }) else {
                        throw Failure(reason: "Invalid unicode escape sequence at offset \(index).")
                    }
                    index += 6
                default:
                    throw Failure(reason: "Invalid escape sequence at offset \(index).")
                }
            }
            nodes.append(Node(kind: escaped ? .escapedString : .string, first: Int32(start), second: Int32(index)))
            index += 1
        }

        private mutating func number(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < end, bytes[index].isASCIIDigit else { throw unexpected(bytes) }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                skipDigits(bytes)
            }
            if index < end, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < end, bytes[index].isASCIIDigit else { throw unexpected(bytes) }
                skipDigits(bytes)
            }
            if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard index < end, bytes[index].isASCIIDigit else { throw unexpected(bytes) }
                skipDigits(bytes)
            }
            nodes.append(Node(kind: .number, first: Int32(start), second: Int32(index)))
        }

        private mutating func skipDigits(_ bytes: UnsafeBufferPointer<UInt8>) {
            while index < end, bytes[index].isASCIIDigit { index += 1 }
        }
    }
}

extension UInt8 {
    /// Whether this is the byte of a digit, `0` to `9`.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// Whether this is the byte of a hexadecimal digit, in either case.
    var isASCIIHexDigit: Bool {
        isASCIIDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
