/// No value: the arguments of a method that takes none, or the result of one that returns nothing.
///
/// It decodes from `null`, an absent member or any object, and encodes as `null`.
public struct Empty: Codable, Sendable, Equatable {
    /// The empty value.
    public init() {}

    public init(from decoder: any Decoder) throws {}

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
