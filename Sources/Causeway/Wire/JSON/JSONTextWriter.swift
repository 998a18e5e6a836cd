/// Writes an ``EncodedJSON`` as compact JSON text, numbers as `JSONEncoder` writes them (but a whole number below
/// 2^64 as its exact digits) and the members of a ``JSONValue`` object sorted by key. Refuses a value whose arrays and
/// objects nest deeper than `maxDepth` (a blob marker, which the page reads as bytes, does not count), or whose text
/// would be longer than `maxBytes`: it stops as soon as the text passes the limit.
struct JSONTextWriter {
    /// Why a value could not be written.
    enum Failure: Error, Equatable {
        case tooDeep
        case tooLarge
        /// A ``JSONValue`` number that is not finite.
        case notFinite
    }

    private let maxDepth: Int
    private let maxBytes: Int
    private var bytes: [UInt8] = []

    /// The text of `value`.
    static func text(of value: EncodedJSON, maxDepth: Int, maxBytes: Int) throws(Failure) -> String {
        String(decoding: try bytes(of: value, maxDepth: maxDepth, maxBytes: maxBytes), as: UTF8.self)
    }

    /// The text of `value` as UTF-8.
    static func bytes(of value: EncodedJSON, maxDepth: Int, maxBytes: Int) throws(Failure) -> [UInt8] {
        var writer = JSONTextWriter(maxDepth: maxDepth, maxBytes: maxBytes)
        try writer.write(value, depth: 0)
        return writer.bytes
    }

    private init(maxDepth: Int, maxBytes: Int) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
        bytes.reserveCapacity(64)
    }

    /// Writes `value`, which `depth` arrays and objects hold.
    private mutating func write(_ value: EncodedJSON, depth: Int) throws(Failure) {
        switch value {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .integer(let value): writeInteger(value.magnitude, negative: value < 0)
        case .unsignedInteger(let value): writeInteger(value, negative: false)
        case .double(let value): writeNumber(value, shortest: value.description)
        case .float(let value): writeNumber(Double(value), shortest: value.description)
        case .numberText(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): JSONString.write(text, into: &bytes)
        case .blob(let token):
            append(#"{"$blob":"#)
            JSONString.write(token, into: &bytes)
            bytes.append(UInt8(ascii: "}"))
        case .json(let json): try write(json, depth: depth)
        case .array(let storage):
            try writeContainer(storage.items, depth: depth, open: "[", close: "]") { writer, item throws(Failure) in
                try writer.write(item, depth: depth + 1)
            }
        case .object(let storage):
            try writeContainer(storage.members, depth: depth, open: "{", close: "}") { writer, member throws(Failure) in
                JSONString.write(member.key, into: &writer.bytes)
                writer.bytes.append(UInt8(ascii: ":"))
                try writer.write(member.value, depth: depth + 1)
            }
        case .encoder(let encoder):
            try write(encoder.content ?? .object(EncodedJSON.ObjectStorage()), depth: depth)
        }
        guard bytes.count <= maxBytes else { throw .tooLarge }
    }

    private mutating func write(_ json: JSONValue, depth: Int) throws(Failure) {
        switch json {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let value):
            guard value.isFinite else { throw .notFinite }
            writeNumber(value, shortest: value.description)
        case .string(let text): JSONString.write(text, into: &bytes)
        case .array(let items):
            try writeContainer(items, depth: depth, open: "[", close: "]") { writer, item throws(Failure) in
                try writer.write(item, depth: depth + 1)
            }
        case .object(let members):
            try writeContainer(members.sorted { $0.key < $1.key }, depth: depth, open: "{", close: "}") {
                writer, member throws(Failure) in
                JSONString.write(member.key, into: &writer.bytes)
                writer.bytes.append(UInt8(ascii: ":"))
                try writer.write(member.value, depth: depth + 1)
            }
        }
        guard bytes.count <= maxBytes else { throw .tooLarge }
    }

    /// Writes an array or object of `elements` inside `depth` others, each element by `write`.
    private mutating func writeContainer<Elements: Collection>(
        _ elements: Elements, depth: Int, open: Unicode.Scalar, close: Unicode.Scalar,
        _ write: (inout JSONTextWriter, Elements.Element) throws(Failure) -> Void
    ) throws(Failure) {
        guard depth < maxDepth else { throw .tooDeep }
        bytes.append(UInt8(ascii: open))
        var first = true
        for element in elements {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            try write(&self, element)
            guard bytes.count <= maxBytes else { throw .tooLarge }
        }
        bytes.append(UInt8(ascii: close))
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func writeInteger(_ magnitude: UInt64, negative: Bool) {
        Self.writeInteger(magnitude, negative: negative, into: &bytes)
    }

    /// Appends the digits of an integer, `-` first when `negative`.
    static func writeInteger(_ magnitude: UInt64, negative: Bool, into bytes: inout [UInt8]) {
        if negative { bytes.append(UInt8(ascii: "-")) }
        // The digits from the last, into room on the stack for the 20 of UInt64.max.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { digits in
            var start = digits.count
            var rest = magnitude
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: digits[start...]))
        }
    }

    /// A whole `Double` or `Float` below 2^64 as its exact digits (`JSONEncoder` writes `100.0` as `100`, but
    /// `0x1p60` as `1.152921504606847e+18`, which an integer would read as 1152921504606847000, and the `Float`
    /// 123456792 as `1.2345679e+08`); any other as its `shortest` text. Either reads back as the same number.
    private mutating func writeNumber(_ value: Double, shortest: @autoclosure () -> String) {
        if value.magnitude < 0x1p64, value.rounded(.towardZero) == value, !(value == 0 && value.sign == .minus) {
            writeInteger(UInt64(value.magnitude), negative: value < 0)
        } else {
            writeShortest(shortest())
        }
    }

    /// A number's shortest text, without the `.0` Swift gives a whole number.
    private mutating func writeShortest(_ text: String) {
        let digits = text.utf8
        bytes.append(contentsOf: text.hasSuffix(".0") ? digits.dropLast(2) : digits[...])
    }
}
