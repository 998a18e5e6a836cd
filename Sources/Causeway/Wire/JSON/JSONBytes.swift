/// Scans of a JSON text's bytes eight at a time, so that a string of megabytes is crossed quickly even in a build
/// without optimization (where a byte at a time held the app for seconds).
enum JSONBytes {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte at or after `start` that a JSON string cannot hold as it is (a quote, a backslash
    /// or a control character), or `bytes.count` when there is none.
    static func firstSpecial(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if hasByte(below: 0x20, word) || hasZeroByte(word ^ (ones &* 0x22)) || hasZeroByte(word ^ (ones &* 0x5C)) {
                break
            }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return bytes.count
    }

    /// Whether every byte is ASCII.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index + 8 <= bytes.count {
            guard bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & highBits == 0 else { return false }
            index += 8
        }
        while index < bytes.count {
            guard bytes[index] < 0x80 else { return false }
            index += 1
        }
        return true
    }

    /// Whether a byte of `word` is 0.
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & highBits != 0
    }

    /// Whether a byte of `word` is below `limit` (at most 128).
    private static func hasByte(below limit: UInt64, _ word: UInt64) -> Bool {
        (word &- ones &* limit) & ~word & highBits != 0
    }
}
