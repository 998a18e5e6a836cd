/// The shape of a value on the wire, as a page sees it: what `causeway typings` turns into TypeScript and an app's
/// contract records.
public indirect enum TypeShape: Sendable, Hashable {
    case string
    case number
    case boolean
    case null
    /// Bytes: `Data` natively, a `Uint8Array` in the page.
    case bytes
    /// Any JSON value.
    case unknown
    case array(TypeShape)
    /// An object with arbitrary string keys.
    case record(TypeShape)
    /// One of these strings (an enum with string raw values).
    case literals([String])
    /// A value or `null`.
    case optional(TypeShape)
    /// A value of any of these shapes.
    case union([TypeShape])
    /// A named object type, described once in the declarations.
    case named(String)
}

/// A named object type's fields.
public struct ObjectShape: Sendable, Hashable, Codable {
    /// One field of an object.
    public struct Field: Sendable, Hashable, Codable {
        public var name: String
        public var shape: TypeShape
        /// Whether the field may be left out.
        public var isOptional: Bool

        /// A field `name` of `shape`, which may be left out when `isOptional`.
        public init(name: String, shape: TypeShape, isOptional: Bool = false) {
            self.name = name
            self.shape = shape
            self.isOptional = isOptional
        }
    }

    public var name: String
    public var fields: [Field]

    /// The object type `name` with `fields`.
    public init(name: String, fields: [Field]) {
        self.name = name
        self.fields = fields
    }
}
