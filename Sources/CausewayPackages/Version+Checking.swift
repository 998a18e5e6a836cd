public import Version

extension Version {
    /// The most digits a major, minor or patch number may have when read with ``init(checking:)``.
    public static let maximumDigits = 18

    /// The version `text` writes, or `nil` when it writes none.
    ///
    /// Read text from outside with this, never with `Version(_:)`: Version 2.2.1's parser traps on a text that has a
    /// `+` before a `-`, which a valid version may have (`1.0.0+build-7`: the hyphen is in its build metadata).
    /// Such a text is read here in two parts, the version before the `+` and the build identifiers after it. A
    /// major, minor or patch number of more than 18 digits (``maximumDigits``) is refused.
    public init?(checking text: some StringProtocol) {
        let text = String(text)
        // Each of the three numbers has at most 18 digits, so it always fits an Int, whatever the parser does.
        let core = text.prefix { $0 != "-" && $0 != "+" }.split(separator: ".", omittingEmptySubsequences: false)
        guard core.allSatisfy({ $0.utf8.count <= Self.maximumDigits }) else { return nil }
        guard let plus = text.firstIndex(of: "+"), let minus = text.firstIndex(of: "-"), plus < minus else {
            self.init(text)
            return
        }
        guard let core = Version(String(text[..<plus])) else { return nil }
        let build = text[text.index(after: plus)...].split(separator: ".", omittingEmptySubsequences: false)
        self.init(core.major, core.minor, core.patch, pre: core.prereleaseIdentifiers, build: build.map(String.init))
    }
}

/// How the package's documents store a version: read as ``Version/Version/init(checking:)`` reads it, never through
/// `Version`'s own `Decodable`, which traps on some texts; written as `Version` writes itself.
@propertyWrapper
public struct CheckedVersion: Codable, Sendable, Equatable {
    /// The version.
    public var wrappedValue: Version

    /// Stores `wrappedValue`.
    public init(wrappedValue: Version) {
        self.wrappedValue = wrappedValue
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = Version(checking: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a version")
        }
        wrappedValue = version
    }

    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}
