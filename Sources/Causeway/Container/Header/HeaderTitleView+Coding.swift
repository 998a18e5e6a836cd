import CausewayContract

/// A title view on the wire: the string `"plain"`, or an object with exactly one of the keys `segments`, `menu` and
/// `native`, decoded as that kind.
extension HeaderTitleView: Codable {
    private static let plainName = "plain"

    /// The key that says which kind of title view an object is.
    private enum Kind: String, CodingKey, CaseIterable {
        case segments, menu, native
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard name == Self.plainName else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                    "A title view is \"plain\" or an object with segments, menu or native, not \"\(name)\""))
            }
            self = .plain
            return
        }
        let keys = try decoder.container(keyedBy: Kind.self)
        let kinds = Kind.allCases.filter(keys.contains)
        guard kinds.count == 1, let kind = kinds.first else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                "A title view has exactly one of segments, menu and native"))
        }
        switch kind {
        case .segments: self = .segments(try HeaderSegments(from: decoder))
        case .menu: self = .menu(try HeaderMenu(from: decoder))
        case .native: self = .native(try NativeTitleView(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .plain:
            var container = encoder.singleValueContainer()
            try container.encode(Self.plainName)
        case .segments(let segments): try segments.encode(to: encoder)
        case .menu(let menu): try menu.encode(to: encoder)
        case .native(let native): try native.encode(to: encoder)
        }
    }
}

extension HeaderTitleView: DescribableUnion {
    static func describeAlternatives(with recorder: ShapeRecorder) -> (alternatives: [TypeShape], placeholder: Self) {
        ([.literals([plainName]), recorder.shape(of: HeaderSegments.self), recorder.shape(of: HeaderMenu.self),
          recorder.shape(of: NativeTitleView.self)], .plain)
    }
}
