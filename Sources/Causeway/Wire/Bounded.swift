/// A value a page sends that declares the limits of its fields: counts, lengths and numeric ranges.
///
/// The bridge checks a bounded type right after it decodes it, before any handler sees it: as a method's
/// arguments, a component's props, or a message of the container's own script. A value past a limit is refused with
/// ``BridgeError/Code/invalidArguments`` and the path of the field, and nothing runs. A bounded field that is itself
/// bounded is checked with ``Bounds/nested(_:at:)``, and each element of an array with ``Bounds/each(_:at:_:)``.
///
/// ```swift
/// struct Resize: Codable, Sendable, Bounded {
///     var width: Double
///     var tags: [String]
///
///     func checkBounds(_ bounds: Bounds) throws(BridgeError) {
///         try bounds.number(width, in: 0...10_000, at: "width")      // finite, within the range
///         try bounds.count(tags, atMost: 16, at: "tags")
///         try bounds.each(tags, at: "tags") { try $0.length($1, atMost: 64) }
///     }
/// }
/// bridge.handle("view.resize") { (args: Resize) in … }   // never sees a width of 1e30 or 10,000 tags
/// ```
public protocol Bounded {
    /// Checks every field against its limit with `bounds`; throws the first field past it.
    func checkBounds(_ bounds: Bounds) throws(BridgeError)
}

/// Checks fields against declared limits, naming a field past its limit by its path.
public struct Bounds: Sendable {
    /// The path of the value being checked.
    public let path: [BridgeError.PathComponent]

    /// Checks the value at `path`.
    public init(path: [BridgeError.PathComponent] = []) {
        self.path = path
    }

    /// Checks `value` with its own bounds, when it declares them.
    static func check<Value>(_ value: Value, at path: [BridgeError.PathComponent] = []) throws(BridgeError) {
        try BoundsCheck(Value.self)(value, at: path)
    }

    /// Refuses a number outside `range`, or one that is not finite (NaN is outside every range).
    public func number(_ value: Double, in range: ClosedRange<Double>, at key: String? = nil) throws(BridgeError) {
        guard range.contains(value) else {
            throw refusal(at: key, "\(value) is outside \(range.lowerBound)...\(range.upperBound)")
        }
    }

    /// Refuses a number outside `range`; `nil` passes.
    public func number(_ value: Double?, in range: ClosedRange<Double>, at key: String? = nil) throws(BridgeError) {
        if let value { try number(value, in: range, at: key) }
    }

    /// Refuses an integer outside `range`.
    public func integer<Integer: BinaryInteger>(_ value: Integer, in range: ClosedRange<Integer>,
                                                at key: String? = nil) throws(BridgeError)
    {
        guard range.contains(value) else {
            throw refusal(at: key, "\(value) is outside \(range.lowerBound)...\(range.upperBound)")
        }
    }

    /// Refuses an integer outside `range`; `nil` passes.
    public func integer<Integer: BinaryInteger>(_ value: Integer?, in range: ClosedRange<Integer>,
                                                at key: String? = nil) throws(BridgeError)
    {
        if let value { try integer(value, in: range, at: key) }
    }

    /// Refuses a collection of more than `limit` elements.
    public func count(_ collection: some Collection, atMost limit: Int, at key: String? = nil) throws(BridgeError) {
        guard collection.count <= limit else {
            throw refusal(at: key, "\(collection.count) elements are more than \(limit)")
        }
    }

    /// Refuses a collection of more than `limit` elements; `nil` passes.
    public func count(_ collection: (some Collection)?, atMost limit: Int, at key: String? = nil) throws(BridgeError) {
        if let collection { try count(collection, atMost: limit, at: key) }
    }

    /// Refuses a string longer than `limit` bytes of UTF-8.
    public func length(_ text: String, atMost limit: Int, at key: String? = nil) throws(BridgeError) {
        let bytes = text.utf8.count
        guard bytes <= limit else {
            throw refusal(at: key, "\(bytes) bytes of text are more than \(limit)")
        }
    }

    /// Refuses a string longer than `limit` bytes of UTF-8; `nil` passes.
    public func length(_ text: String?, atMost limit: Int, at key: String? = nil) throws(BridgeError) {
        if let text { try length(text, atMost: limit, at: key) }
    }

    /// Checks a bounded field with its own bounds; `nil` passes.
    public func nested(_ value: (some Bounded)?, at key: String) throws(BridgeError) {
        try value?.checkBounds(Bounds(path: path + [.key(key)]))
    }

    /// Checks each element of `elements` with `check`, which is handed the element's bounds and the element.
    public func each<Elements: Collection>(
        _ elements: Elements?, at key: String,
        _ check: (Bounds, Elements.Element) throws -> Void
    ) throws(BridgeError) {
        guard let elements else { return }
        for (index, element) in elements.enumerated() {
            let bounds = Bounds(path: path + [.key(key), .index(index)])
            do {
                try check(bounds, element)
            } catch let error as BridgeError {
                throw error
            } catch {
                throw bounds.refusal(at: nil, "\(error)")
            }
        }
    }

    /// Checks each bounded element of `elements` with its own bounds.
    public func each<Elements: Collection>(_ elements: Elements?, at key: String) throws(BridgeError)
    where Elements.Element: Bounded {
        try each(elements, at: key) { bounds, element in
            try element.checkBounds(bounds)
        }
    }

    fileprivate func refusal(at key: String?, _ reason: String) -> BridgeError {
        let path = key.map { self.path + [.key($0)] } ?? self.path
        let name = path.isEmpty ? "The value" : path.map(\.description).joined(separator: ".")
        return BridgeError(.invalidArguments, "\(name): \(reason)", path: path)
    }
}

/// How values of one type are checked against the bounds the type declares, worked out once for the type: checking
/// a value of a ``Bounded`` type then asks nothing of the runtime, and one of a type that is not costs nothing.
///
/// An optional is checked as what it holds: each value is asked whether it is bounded, as a cast unwraps it.
struct BoundsCheck<Value>: Sendable {
    private typealias Check = @Sendable (Value, [BridgeError.PathComponent]) throws(BridgeError) -> Void
    private let check: Check?

    init(_: Value.Type) {
        if let bounded = Value.self as? any Bounded.Type {
            check = Self.checking(bounded)
        } else if Value.self is any OptionalValue.Type {
            check = { value, path throws(BridgeError) in
                guard let bounded = value as? any Bounded else { return }
                try bounded.checkBounds(Bounds(path: path))
            }
        } else {
            check = nil
        }
    }

    private static func checking<Checked: Bounded>(_: Checked.Type) -> Check {
        { value, path throws(BridgeError) in
            // `Value` is `Checked`: the cast only restates it.
            try (value as! Checked).checkBounds(Bounds(path: path))
        }
    }

    /// Checks `value`, at `path`, with its type's own bounds.
    func callAsFunction(_ value: Value, at path: [BridgeError.PathComponent] = []) throws(BridgeError) {
        try check?(value, path)
    }
}

/// `Optional`, told apart from the type it wraps.
private protocol OptionalValue {}

extension Optional: OptionalValue {}
