import Foundation

extension String {
    /// The text's first `count` lines and what follows them, or `nil` when it has fewer than `count` line feeds.
    ///
    /// The line feeds are found with `memchr`, and the text after them is not looked at: a post's identity lines come
    /// before a message that may be megabytes long.
    func leadingLines(_ count: Int) -> (lines: [String], rest: String)? {
        var text = self
        return text.withUTF8 { bytes -> (lines: [String], rest: String)? in
            guard let base = bytes.baseAddress else { return nil }
            var lines: [String] = []
            lines.reserveCapacity(count)
            var start = 0
            while lines.count < count {
                guard let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) else { return nil }
                let end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end + 1
            }
            return (lines, String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
    }
}
