import CausewayContract
import Foundation

/// Learns the shape of a `Decodable` type by decoding one with a recording decoder: every key and type its
/// `init(from:)` asks for is noted, and a placeholder value is handed back so decoding goes on.
///
/// Synthesized `Codable` conformances are described exactly: optional properties become optional fields, arrays,
/// dictionaries, nested types, `Data` (bytes), and enums whose raw values are strings and which are `CaseIterable`
/// (a union of their raw values). A type the wire carries in one of several shapes says which
/// (``DescribableUnion``). A type whose decoding cannot be followed (a custom `init(from:)` that rejects
/// placeholders) is described by what was seen before it stopped, or as `unknown`.
final class ShapeRecorder {
    private(set) var objects: [String: ObjectShape] = [:]
    private var inProgress: Set<String> = []

    /// The shape of `type`, noting the named object types it uses.
    func shape<Value: Decodable>(of type: Value.Type) -> TypeShape {
        describe(type).shape
    }

    /// The shape of `type` and a placeholder of it, when one can be made.
    func describe<Value: Decodable>(_ type: Value.Type) -> (shape: TypeShape, value: Value?) {
        if let known = Self.primitive(type) { return known }
        if let container = type as? any DescribableContainer.Type,
           let described = container.describeContainer(with: self) as? (TypeShape, Value?)
        {
            return described
        }
        if let union = type as? any DescribableUnion.Type,
           let described = union.describeUnion(with: self) as? (TypeShape, Value?)
        {
            return described
        }
        if let enumeration = type as? any (CaseIterable & RawRepresentable).Type,
           let described = Self.literals(enumeration) as? (TypeShape, Value?)
        {
            return described
        }
        let name = Self.name(of: type)
        if inProgress.contains(name) { return (.named(name), nil) }
        inProgress.insert(name)
        defer { inProgress.remove(name) }
        let decoder = RecordingDecoder(recorder: self)
        let value = try? Value(from: decoder)
        let shape = decoder.shape(named: name)
        return (shape, value)
    }

    func remember(_ object: ObjectShape) {
        objects[object.name] = object
    }

    /// The type's name without its module, flattened: `Plugin.Fetch` becomes `PluginFetch`.
    private static func name<Value>(of type: Value.Type) -> String {
        String(String(reflecting: type).split(separator: ".", maxSplits: 1).last ?? "")
            .replacingOccurrences(of: ".", with: "")
            .replacingOccurrences(of: "<", with: "Of").replacingOccurrences(of: ">", with: "")
            .replacingOccurrences(of: ", ", with: "And")
    }

    private static func literals<Cases: CaseIterable & RawRepresentable>(_ type: Cases.Type) -> (TypeShape, Cases?)? {
        let raw = type.allCases.compactMap { $0.rawValue as? String }
        guard raw.count == type.allCases.count else { return nil }
        return (.literals(raw), type.allCases.first)
    }

    private static func primitive<Value>(_ type: Value.Type) -> (shape: TypeShape, value: Value?)? {
        func known<Known>(_ shape: TypeShape, _ value: Known) -> (TypeShape, Value?) { (shape, value as? Value) }
        switch type {
        case is String.Type, is Substring.Type, is URL.Type, is UUID.Type: return known(.string, placeholder(type))
        case is Bool.Type: return known(.boolean, false)
        case is Double.Type: return known(.number, 0.0)
        case is Float.Type: return known(.number, Float(0))
        case is Int.Type: return known(.number, 0)
        case is Int8.Type: return known(.number, Int8(0))
        case is Int16.Type: return known(.number, Int16(0))
        case is Int32.Type: return known(.number, Int32(0))
        case is Int64.Type: return known(.number, Int64(0))
        case is UInt.Type: return known(.number, UInt(0))
        case is UInt8.Type: return known(.number, UInt8(0))
        case is UInt16.Type: return known(.number, UInt16(0))
        case is UInt32.Type: return known(.number, UInt32(0))
        case is UInt64.Type: return known(.number, UInt64(0))
        case is Date.Type: return known(.number, Date(timeIntervalSinceReferenceDate: 0))
        case is Data.Type: return known(.bytes, Data())
        case is JSONValue.Type: return known(.unknown, JSONValue.null)
        case is Empty.Type: return known(.null, Empty())
        default: return nil
        }
    }

    private static func placeholder<Value>(_ type: Value.Type) -> Any {
        switch type {
        case is URL.Type: URL(string: "about:blank")!
        case is UUID.Type: UUID()
        case is Substring.Type: Substring("")
        default: ""
        }
    }
}

/// Arrays, optionals and string-keyed dictionaries are described by their element's shape with an empty
/// placeholder, without decoding an element: so a type that contains arrays of itself is described too.
protocol DescribableContainer {
    static func describeContainer(with recorder: ShapeRecorder) -> (TypeShape, Self?)
}

extension Array: DescribableContainer where Element: Decodable {
    static func describeContainer(with recorder: ShapeRecorder) -> (TypeShape, Self?) {
        (.array(recorder.shape(of: Element.self)), [])
    }
}

extension Optional: DescribableContainer where Wrapped: Decodable {
    static func describeContainer(with recorder: ShapeRecorder) -> (TypeShape, Self?) {
        (.optional(recorder.shape(of: Wrapped.self)), .some(nil))
    }
}

extension Dictionary: DescribableContainer where Key == String, Value: Decodable {
    static func describeContainer(with recorder: ShapeRecorder) -> (TypeShape, Self?) {
        (.record(recorder.shape(of: Value.self)), [:])
    }
}

/// A type the wire carries in one of several shapes (an enum with a hand-written `Codable`, such as
/// ``HeaderTitleView``): described as the union of its alternatives, which decoding a placeholder could not show.
protocol DescribableUnion {
    /// The shapes a value may take, and a placeholder value.
    static func describeAlternatives(with recorder: ShapeRecorder) -> (alternatives: [TypeShape], placeholder: Self)
}

extension DescribableUnion {
    static func describeUnion(with recorder: ShapeRecorder) -> (TypeShape, Self?) {
        let (alternatives, placeholder) = describeAlternatives(with: recorder)
        return (.union(alternatives), placeholder)
    }
}
