/// The coding key of an array element: its index.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue _: String) { nil }
}

/// The key under which a type keeps its superclass's values.
enum SuperKey: String, CodingKey {
    case `super`
}

/// A coding key made from a string.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue _: Int) { nil }
}
