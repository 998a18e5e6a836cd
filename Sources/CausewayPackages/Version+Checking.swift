public import Version

extension Version {
    /// The most digits a major, minor or patch number may have when read with ``init(checking:)``.
    public static let maximumDigits = 18

    /// The version `text` writes, or `nil` when it writes none.
    ///
    /// Read text from outside with this, never with `Version(_:)`: Version 2.2.1's parser traps on a text that has a
    /// `+` before a `-`, which a valid version may have (`1.0.0+build-7`: the hyphen is in its build metadata), and
    /// takes texts SemVer 2.0.0 does not. This reads `MAJOR.MINOR.PATCH`, then a pre-release after a `-` and build
    /// metadata after a `+`, each dot-separated identifiers of ASCII letters, digits and hyphens, none empty. It
    /// refuses a major, minor or patch number of more than 18 digits (``maximumDigits``), and the pre-release
    /// identifiers whose order `Version`'s `<` would get wrong: a numeric one with a leading zero (SemVer forbids
    /// them: `01` and `1` would be neither equal nor ordered) or of more than 18 digits, and one such as `-1` that
    /// reads as a negative number (SemVer orders it as text).
    public init?(checking text: some StringProtocol) {
        let text = String(text)
        let plus = text.firstIndex(of: "+")
        let head = text[..<(plus ?? text.endIndex)]
        let minus = head.firstIndex(of: "-")
        let core = head[..<(minus ?? head.endIndex)].split(separator: ".", omittingEmptySubsequences: false)
        // Each of the three numbers has at most 18 digits, so it always fits an Int.
        guard core.count == 3,
              core.allSatisfy({ (1...Self.maximumDigits).contains($0.utf8.count) && $0.utf8.allSatisfy(\.isDigit) })
        else { return nil }
        let pre = minus.map { head[head.index(after: $0)...].split(separator: ".", omittingEmptySubsequences: false) }
        let build = plus.map { text[text.index(after: $0)...].split(separator: ".", omittingEmptySubsequences: false) }
        guard (pre ?? []).allSatisfy(Self.isPreReleaseIdentifier), (build ?? []).allSatisfy(Self.isIdentifier) else {
            return nil
        }
        self.init(Int(core[0])!, Int(core[1])!, Int(core[2])!, pre: (pre ?? []).map(String.init),
                  build: (build ?? []).map(String.init))
    }

    /// Whether `identifier` is one of SemVer's: one or more ASCII letters, digits and hyphens.
    private static func isIdentifier(_ identifier: Substring) -> Bool {
        !identifier.isEmpty && identifier.utf8.allSatisfy { $0.isDigit || $0.isASCIILetter || $0 == UInt8(ascii: "-") }
    }

    /// Whether `identifier` is a pre-release identifier that `Version` orders as SemVer does.
    private static func isPreReleaseIdentifier(_ identifier: Substring) -> Bool {
        guard isIdentifier(identifier) else { return false }
        guard identifier.utf8.allSatisfy(\.isDigit) else { return Int(identifier) == nil }
        return identifier.utf8.count <= maximumDigits && (identifier == "0" || identifier.first != "0")
    }
}

private extension UInt8 {
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    var isASCIILetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
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
            throw DecodingError.dataCorruptedError(in: container, debugDescription: """
                \(text) is not a version: MAJOR.MINOR.PATCH, then a -pre-release and a +build of dot-separated \
                letters, digits and hyphens, a numeric pre-release part without leading zeros (SemVer 2.0.0)
                """)
        }
        wrappedValue = version
    }

    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}
