/// The shape of a value on the wire, as a page sees it: what `causeway typings` turns into TypeScript.
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
public struct ObjectShape: Sendable, Hashable {
    /// One field of an object.
    public struct Field: Sendable, Hashable {
        public var name: String
        public var shape: TypeShape
        /// Whether the field may be left out.
        public var isOptional: Bool
    }

    public var name: String
    public var fields: [Field]
}

/// The shapes of a method's arguments and result, and every named object type they use.
public struct MethodSignature: Sendable, Hashable {
    public var name: String
    public var kind: MethodKind
    public var arguments: TypeShape
    /// For a stream, the shape of each value.
    public var result: TypeShape
    public var objects: [ObjectShape]
}
