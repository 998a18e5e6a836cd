/// An uncaught error or an unhandled rejection in a page, with where it was thrown.
public struct PageError: Codable, Sendable, Equatable {
    /// What went uncaught.
    public enum Kind: String, Codable, Sendable {
        case error
        case unhandledRejection
    }

    public var kind: Kind
    /// The error's message, as the page's console would show it.
    public var message: String
    /// The script's URL, empty when the engine gives none.
    public var source: String
    /// The line and column, 1-based; 0 when unknown.
    public var line: Int
    public var column: Int

    public init(kind: Kind, message: String, source: String, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.source = source
        self.line = line
        self.column = column
    }

    /// Where it was thrown: the script's last path component with its line and column, as `page.js:3:7`.
    public var location: String {
        let file = source.split(separator: "/").last.map(String.init) ?? source
        guard line > 0 else { return file.isEmpty ? "an unknown place" : file }
        return "\(file.isEmpty ? "script" : file):\(line)\(column > 0 ? ":\(column)" : "")"
    }
}
