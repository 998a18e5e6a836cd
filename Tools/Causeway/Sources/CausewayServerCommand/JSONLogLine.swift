import CausewayUpdateServer

/// One log record as a line of JSON text: an object of string fields, in the order of their names, each name and value
/// escaped as JSON requires (a quotation mark, a backslash and every control character; a `/` as it is).
///
/// Written with ``JSONText`` because the line is written for every request: Foundation's `JSONSerialization` with sorted
/// keys took most of an instance's time under load, sorting the names through locale-aware string comparison.
enum JSONLogLine {
    /// `fields` as one JSON object, without a line break.
    static func text(_ fields: [String: String]) -> String {
        JSONText.object(fields.sorted { $0.key < $1.key }.map { ($0.key, JSONText.string($0.value)) })
    }
}
