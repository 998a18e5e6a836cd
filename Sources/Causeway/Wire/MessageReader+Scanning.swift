import Foundation

/// The byte scanning under ``MessageReader``: reading a string, and skipping values, keys, strings, literals and
/// numbers while checking that they are well-formed JSON.
extension MessageReader {
    func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek() == byte else { throw .notJSON }
        index += 1
    }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    /// Reads the string that starts at the current byte, resolving its escapes.
    mutating func readString() throws(Failure) -> String {
        let start = index + 1
        try skipString()
        let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<index - 1])
        do {
            return try JSONString.read(raw, escaped: raw.contains(UInt8(ascii: "\\")))
        } catch {
            throw Failure(reason: error.reason)
        }
    }

    /// Skips the value that starts at the current byte, whatever it holds.
    mutating func skipValue() throws(Failure) {
        var open: [UInt8] = []
        while true {
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: "\"")?:
                try skipString()
            case let bracket? where bracket == UInt8(ascii: "{") || bracket == UInt8(ascii: "["):
                guard open.count + 1 < Self.maxDepth else { throw .notJSON }
                open.append(bracket == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                index += 1
                skipWhitespace()
                if peek() == open.last {
                    index += 1
                    open.removeLast()
                } else {
                    if bracket == UInt8(ascii: "{") { try skipKey() }
                    continue
                }
            case UInt8(ascii: "t")?: try skipLiteral("true")
            case UInt8(ascii: "f")?: try skipLiteral("false")
            case UInt8(ascii: "n")?: try skipLiteral("null")
            default: try skipNumber()
            }
            // After a value: close what ends here, then go on to the next value of the innermost container.
            while let close = open.last {
                skipWhitespace()
                if peek() == close {
                    index += 1
                    open.removeLast()
                    continue
                }
                try expect(UInt8(ascii: ","))
                skipWhitespace()
                if peek() == close { continue }
                if close == UInt8(ascii: "}") { try skipKey() }
                break
            }
            if open.isEmpty { return }
        }
    }

    mutating func skipKey() throws(Failure) {
        try skipString()
        skipWhitespace()
        try expect(UInt8(ascii: ":"))
    }

    /// Skips the string that starts at the current byte. A string with no backslash is found at once; in one with
    /// escapes, `\u` takes the four bytes after it whatever they are, as `JSONDecoder` reads it.
    mutating func skipString() throws(Failure) {
        try expect(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress, index < bytes.count,
              let found = memchr(base + index, Int32(UInt8(ascii: "\"")), bytes.count - index)
        else { throw .notJSON }
        let quote = base.distance(to: UnsafeRawPointer(found))
        guard memchr(base + index, Int32(UInt8(ascii: "\\")), quote - index) != nil else {
            index = quote + 1
            return
        }
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "u") ? 6 : 2
            default:
                index += 1
            }
        }
        throw .notJSON
    }

    mutating func skipLiteral(_ literal: StaticString) throws(Failure) {
        let end = index + literal.utf8CodeUnitCount
        guard end <= bytes.count,
              UnsafeRawBufferPointer(rebasing: bytes[index..<end]).elementsEqual(
                  UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
        else { throw .notJSON }
        index = end
    }

    mutating func skipNumber() throws(Failure) {
        guard let first = peek(), first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { throw .notJSON }
        while let byte = peek(), Self.isInNumber(byte) { index += 1 }
    }

    private static func isInNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): true
        default: false
        }
    }
}
