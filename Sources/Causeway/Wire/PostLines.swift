import Foundation

/// A post's text split at its line feeds into the wire messages it carries.
///
/// The line feeds are found with `memchr`, so a post of megabytes is scanned at memory speed in every build: a
/// generic split of `String.UTF8View` walks it byte by byte, and unspecialized in a debug build that held the main
/// actor for about a second for a 32 MiB message.
struct PostLines {
    private var text: String
    /// The byte ranges of the lines that are not empty, in order.
    let ranges: [Range<Int>]

    init(_ text: String) {
        var text = text
        ranges = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return [] }
            var ranges: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                let end = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
                    .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? bytes.count
                if end > start { ranges.append(start..<end) }
                start = end + 1
            }
            return ranges
        }
        self.text = text
    }

    /// The line at `range`, one of ``ranges``.
    mutating func line(at range: Range<Int>) -> String {
        text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
