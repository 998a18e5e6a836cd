import Foundation

/// HTTP's date format (RFC 9110 IMF-fixdate).
enum HTTPDate {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }()

    static func format(_ date: Date) -> String { formatter.string(from: date) }

    /// The date `text` writes, or `nil`. Only the 29 ASCII characters of an IMF-fixdate reach the formatter:
    /// Foundation's `DateFormatter` on Linux traps on some text that is not ASCII, and a page writes these headers.
    static func parse(_ text: String) -> Date? {
        guard text.utf8.count == 29, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }),
              let date = formatter.date(from: text),
              // An IMF-fixdate has one spelling: the formatter is lenient (a five-digit year, unpadded hours).
              formatter.string(from: date) == text
        else { return nil }
        return date
    }
}
