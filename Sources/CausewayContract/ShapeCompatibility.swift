/// Whether a value of one shape is read correctly as another: the rule that decides if an app can serve what a
/// package's pages were written against.
///
/// One side reads what the other writes. What a page sends (arguments, props) the app reads; what the app sends back
/// (results, stream values, event details) the page reads. A reader accepts a writer when every value the writer may
/// produce means the same to the reader:
///
/// - `unknown` reads anything; otherwise the kinds must agree (a number is not a string, bytes are not a string).
/// - A string reads any of a set of literals; literals read literals they all include (an app may add a case to an
///   enum it reads, not to one it sends).
/// - An optional reads `null` and what its wrapped shape reads; a writer that may send `null` needs a reader that
///   accepts it. A union reads what one of its alternatives reads; a union written is read alternative by
///   alternative.
/// - Arrays and records read element by element.
/// - Objects read field by field: a field the reader requires must be written, and never left out; a field the
///   reader may do without may be missing. A field the page sends that the app no longer reads is refused (the page
///   would lose what it says); a field the app sends that the page does not know is fine.
///
/// So an app that only adds (a method, an optional field of its arguments, a field of its results, a case of an
/// enum it reads) keeps every older package's needs met.
public struct ShapeCompatibility: Sendable {
    /// Who reads: which way the value goes.
    public enum Direction: Sendable {
        /// The page writes and the app reads: arguments and props.
        case toApp
        /// The app writes and the page reads: results, stream values, event details.
        case toPage
    }

    private let appObjects: [String: ObjectShape]
    private let pageObjects: [String: ObjectShape]

    /// A rule for shapes naming object types from `appObjects` (the app's side) and `pageObjects` (the pages' side).
    public init(appObjects: [ObjectShape], pageObjects: [ObjectShape]) {
        self.appObjects = Dictionary(appObjects.map { ($0.name, $0) }) { first, _ in first }
        self.pageObjects = Dictionary(pageObjects.map { ($0.name, $0) }) { first, _ in first }
    }

    /// What makes the app's shape `app` and the pages' shape `page` disagree for values going `direction`, each
    /// problem with its path below `path`; empty when they fit.
    public func problems(app: TypeShape, page: TypeShape, direction: Direction, path: String) -> [String] {
        var check = Check(direction: direction, appObjects: appObjects, pageObjects: pageObjects)
        return switch direction {
        case .toApp: check.read(page, as: app, at: path)
        case .toPage: check.read(app, as: page, at: path)
        }
    }
}

/// One comparison: the reader's and the writer's object types, and the pairs of them being compared (a pair met
/// again inside itself is taken as fitting, so recursive types end).
private struct Check {
    let direction: ShapeCompatibility.Direction
    let readerObjects: [String: ObjectShape]
    let writerObjects: [String: ObjectShape]
    let reader: String
    let writer: String
    private var comparing: Set<[String]> = []

    init(direction: ShapeCompatibility.Direction, appObjects: [String: ObjectShape],
         pageObjects: [String: ObjectShape])
    {
        self.direction = direction
        switch direction {
        case .toApp: (readerObjects, writerObjects, reader, writer) = (appObjects, pageObjects, "the app", "the pages")
        case .toPage: (readerObjects, writerObjects, reader, writer) = (pageObjects, appObjects, "the pages", "the app")
        }
    }

    /// The problems of reading values written as `written` with the shape `read`.
    mutating func read(_ written: TypeShape, as read: TypeShape, at path: String) -> [String] {
        switch (read, written) {
        case (.unknown, _):
            return []
        case (_, .union(let alternatives)):
            return alternatives.flatMap { self.read($0, as: read, at: path) }
        case (_, .optional(let wrapped)):
            return self.read(.null, as: read, at: path) + self.read(wrapped, as: read, at: path)
        case (.optional, .null):
            return []
        case (.optional(let wrapped), _):
            return self.read(written, as: wrapped, at: path)
        case (.union(let alternatives), _):
            for alternative in alternatives where self.read(written, as: alternative, at: path).isEmpty { return [] }
            return [mismatch(read, written, at: path)]
        case (.string, .literals):
            return []
        case (.literals(let known), .literals(let values)):
            let unknown = values.filter { !known.contains($0) }
            return unknown.isEmpty ? [] : ["\(path): \(TypeShape.listed(unknown)) sent by \(writer), unknown to \(reader)"]
        case (.array(let readElement), .array(let writtenElement)):
            return self.read(writtenElement, as: readElement, at: path + "[]")
        case (.record(let readValue), .record(let writtenValue)):
            return self.read(writtenValue, as: readValue, at: path + "[*]")
        case (.named(let readName), .named(let writtenName)):
            return object(writtenName, as: readName, at: path)
        case (.string, .string), (.number, .number), (.boolean, .boolean), (.null, .null), (.bytes, .bytes):
            return []
        default:
            return [mismatch(read, written, at: path)]
        }
    }

    private func mismatch(_ read: TypeShape, _ written: TypeShape, at path: String) -> String {
        "\(path): sent by \(writer) as \(written.described), read by \(reader) as \(read.described)"
    }

    private mutating func object(_ writtenName: String, as readName: String, at path: String) -> [String] {
        guard comparing.insert([readName, writtenName]).inserted else { return [] }
        defer { comparing.remove([readName, writtenName]) }
        guard let readObject = readerObjects[readName], let writtenObject = writerObjects[writtenName] else {
            return ["\(path): the object type \(readName) or \(writtenName) is not described"]
        }
        let writtenFields = Dictionary(writtenObject.fields.map { ($0.name, $0) }) { first, _ in first }
        let readNames = Set(readObject.fields.map(\.name))
        var problems: [String] = []
        for field in readObject.fields.sorted(by: { $0.name < $1.name }) {
            let fieldPath = "\(path).\(field.name)"
            guard let written = writtenFields[field.name] else {
                if !field.isOptional { problems.append("\(fieldPath): required by \(reader), not sent by \(writer)") }
                continue
            }
            if written.isOptional, !field.isOptional {
                problems.append("\(fieldPath): optional for \(writer), required by \(reader)")
            }
            problems += read(written.shape, as: field.shape, at: fieldPath)
        }
        if direction == .toApp {
            for name in writtenFields.keys.sorted() where !readNames.contains(name) {
                problems.append("\(path).\(name): sent by \(writer), not read by \(reader)")
            }
        }
        return problems
    }
}
