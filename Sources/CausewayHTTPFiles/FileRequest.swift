/// A request for a file, as far as an HTTP file answer depends on it: the method and the headers that carry ranges
/// and validators.
public struct FileRequest: Sendable, Equatable {
    /// The HTTP method, upper case.
    public var method: String
    /// Request headers, with names in lower case.
    public var headers: [String: String]

    /// Describes a request; the method is upper-cased and header names are lower-cased.
    public init(method: String = "GET", headers: [String: String] = [:]) {
        self.method = method.uppercased()
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
