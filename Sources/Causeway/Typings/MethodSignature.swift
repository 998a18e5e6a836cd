public import CausewayContract

/// The shapes of a method's arguments and result, and every named object type they use.
public struct MethodSignature: Sendable, Hashable {
    public var name: String
    public var kind: MethodKind
    public var arguments: TypeShape
    /// For a stream, the shape of each value.
    public var result: TypeShape
    public var objects: [ObjectShape]
}
