import Foundation

/// A benchmark report that prints as one JSON object with snake-case keys (`--json`).
public protocol JSONReport: Encodable {}

extension JSONReport {
    public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}
