public import CausewayContract
import Foundation

/// One thing an app serves to its pages, as its contract records it: a native method, a same-layer component type's
/// props, one of its methods, or one of its events; with what a page sends it (``input``) and what it gets back
/// (``output``).
///
/// A package's needs are entries too: the ones its pages use, with the shapes the pages were written against.
public struct ContractEntry: Codable, Sendable, Hashable {
    /// What the entry is, which says how a page reaches it.
    public enum Kind: String, Codable, Sendable, Hashable {
        /// A native method: ``input`` is its arguments, ``output`` its result.
        case call
        /// A streaming native method: ``output`` is the shape of each value.
        case stream
        /// A component type's props (``input``); its ``output`` is `null`.
        case component
        /// A component type's method: ``input`` is its arguments, ``output`` its result.
        case componentMethod
        /// A component type's event: ``output`` is its `detail`; its ``input`` is `null`.
        case componentEvent
    }

    /// What the entry is.
    public var kind: Kind
    /// What a page sends: arguments or props.
    public var input: TypeShape
    /// What a page receives: a result, each value of a stream, an event's detail.
    public var output: TypeShape
    /// The named object types ``input`` and ``output`` use, directly or through one another, sorted by name.
    public var objects: [ObjectShape]

    /// An entry whose shapes use object types from `objects`; only those they reach are kept.
    public init(kind: Kind, input: TypeShape, output: TypeShape, objects: [ObjectShape] = []) {
        self.kind = kind
        self.input = input
        self.output = output
        self.objects = Self.reachable(from: [input, output], in: objects)
    }

    /// The SHA-256 of the entry's canonical JSON, in hex: equal for two entries exactly when their kinds and shapes
    /// are.
    public var digest: String {
        // Encoding plain Codable values into memory does not fail.
        FileDigest.of((try? CanonicalJSON.encode(self)) ?? Data())
    }

    private static func reachable(from shapes: [TypeShape], in objects: [ObjectShape]) -> [ObjectShape] {
        let byName = Dictionary(objects.map { ($0.name, $0) }) { first, _ in first }
        var found: [String: ObjectShape] = [:]
        var waiting = shapes.flatMap(\.objectNames)
        while let name = waiting.popLast() {
            guard found[name] == nil, let object = byName[name] else { continue }
            found[name] = object
            waiting += object.fields.flatMap(\.shape.objectNames)
        }
        return found.values.sorted { $0.name < $1.name }
    }
}
