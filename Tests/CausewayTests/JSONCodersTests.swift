@testable import Causeway
import Foundation
import Testing

/// The wire's own JSON coders (``JSONTape``, ``TapeDecoder``, ``JSONTextEncoder``, ``JSONTextWriter``) read and
/// write what Foundation's `JSONDecoder` and `JSONEncoder` do, checked side by side with them (where they differ on
/// purpose, each difference has a test of its own).
@Suite struct JSONCodersTests {
    // MARK: Reading

    /// Texts at the edges of JSON: numbers, escapes, literals, nesting, trailing commas.
    static let texts = [
        "1", "-0", "1.5", "1e2", "1E+2", "-1e-0", "1.0e0", "0", "-", "01", "1.", ".5", "+1", "1e", "0x1", "true", "null",
        #""x""#, "[1,]", "[1 2]", "[,1]", "[1,,2]", "{}", "{,}", #"{"a":1,}"#, #"{"a" 1}"#, "[", "]", "", " ", "[1] x",
        "1.0000000596046447753906251", "99999999999999999999", "-9223372036854775808", "9223372036854775808", "18446744073709551615",
        "18446744073709551616", "1e19", "-1", "1e400", "-1e400", "1e-400", "5e-324", "2.0", "1.7976931348623157e308",
        "[1e39]", #""\ud800""#, #""\ud83d\ude00""#, #""\udc00""#, #""\ud800x""#, #""\u00e9""#, #""\x""#, "\"a\u{1}b\"",
        #""\u0000""#, #""\/""#, #""\uD83D\uDE00""#, #""\u12G4""#, #""abc"#, #""é😀""#, #"["a","b"]"#, "[[1,2],[3]]",
        #"{"a":{"b":[null]}}"#, #"{"a":1,"a":2}"#, "tru", "nul", "falsey", "[true,false,null]", " \n\t[1]\r\n ",
        String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ]

    @Test(arguments: texts)
    func textsReadAsJSONDecoderReadsThem(_ text: String) {
        expectSameReading(JSONValue.self, text)
        expectSameReading(Int.self, text)
        expectSameReading(Int8.self, text)
        expectSameReading(UInt64.self, text)
        expectSameReading(Double.self, text)
        expectSameReading(Float.self, text)
        expectSameReading(String.self, text)
        expectSameReading(Bool.self, text)
        expectSameReading([Int?].self, text)
        expectSameReading([String: Int].self, text)
        expectSameReading(Decimal.self, text)
    }

    @Test func mismatchesNameThePathJSONDecoderNames() {
        let order = #"{"items":[{"count":1},{"count":"three"}],"note":null}"#
        expectSameReading(Order.self, order)
        expectSameReading(Order.self, #"{"items":[{}]}"#)
        expectSameReading(Order.self, #"{"items":[null]}"#)
        expectSameReading(Order.self, #"{"items":{}}"#)
        expectSameReading(Order.self, "[]")
        let error = #expect(throws: DecodingError.self) { try ours(Order.self, #"{"items":[{"count":1.5}]}"#).get() }
        #expect(error?.bridgePath == [.key("items"), .index(0), .key("count")],
                "a number its type cannot hold is named by its path (JSONDecoder names none)")
    }

    @Test func valuesRoundTripWithFoundationsCoders() throws {
        let value = Everything()
        let ourText = try written(value)
        let theirText = String(decoding: try Self.foundationEncoder.encode(value), as: UTF8.self)
        #expect(try ours(Everything.self, theirText).get() == value)
        #expect(try ours(Everything.self, ourText).get() == value)
        #expect(try JSONDecoder().decode(Everything.self, from: Data(ourText.utf8)) == value)
        #expect(try JSONValue(json: ourText) == JSONValue(json: theirText))
    }

    @Test func aSuperclassIsWrittenUnderSuper() throws {
        let derived = Derived()
        #expect(try written(derived) == #"{"label":"x","super":{"id":1}}"#)
        #expect(try ours(Derived.self, #"{"label":"y","super":{"id":2}}"#).get() == {
            let expected = Derived()
            expected.label = "y"
            expected.id = 2
            return expected
        }())
    }

    /// A number decodes into an integer type when its exact value is a whole number in range; `JSONDecoder` also
    /// takes one whose fraction a double cannot hold, and drops the fraction.
    @Test func wholeNumbersAreReadExactly() throws {
        let cases: [(String, Int64?)] = [
            ("1e2", 100), ("2.50e1", 25), ("1.5e1", 15), ("250e-1", 25), ("25e-1", nil), ("1.5", nil), ("-0.0e5", 0),
            ("9007199254740993.0", 9_007_199_254_740_993), ("9007199254740993.5", nil), ("1234567890123456789e-1", nil),
            ("-9223372036854775808", .min), ("-9223372036854775809", nil), ("0e999999999", 0), ("1e999999999", nil),
            ("1e-999999999", nil), ("100000000000000000000000.0e-5", 1_000_000_000_000_000_000),
        ]
        for (text, expected) in cases {
            #expect((try? ours(Int64.self, text).get()) == expected, "\(text)")
        }
        let zeros = String(repeating: "0", count: 1_010)
        #expect(try ours(Int.self, "1\(zeros)e-1010").get() == 1, "an exponent as long as the digits it cancels")
        #expect(throws: DecodingError.self) { try ours(Int.self, "1\(zeros)e-1015").get() }
        #expect(try ours(Int.self, "0.\(zeros)5e1011").get() == 5)
        #expect(try ours(UInt64.self, "18446744073709551615").get() == .max)
        #expect(throws: DecodingError.self) { try ours(UInt64.self, "18446744073709551616").get() }
        #expect(throws: DecodingError.self) { try ours(UInt8.self, "-1").get() }
        #expect(try ours(UInt8.self, "-0").get() == 0)
    }

    @Test func largeObjectsFindTheirMembersAndTheFirstOfTwoCounts() throws {
        let members = (0..<40).map { #""k\#($0)":\#($0)"# }.joined(separator: ",")
        let decoded = try ours([String: Int].self, "{\(members),\"k3\":99}").get()
        #expect(decoded.count == 40 && decoded["k3"] == 3 && decoded["k39"] == 39)
        #expect(try ours([String: Int].self, #"{"a":1,"a":2}"#).get() == ["a": 1])
    }

    /// An element that does not decode as one type can be tried as another, as with JSONDecoder.
    @Test func anElementThatFailsCanBeTriedAgain() throws {
        struct Lossy: Decodable, Equatable {
            var numbers: [Int]
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                numbers = []
                while !container.isAtEnd {
                    if let number = try? container.decode(Int.self) {
                        numbers.append(number)
                    } else {
                        _ = try container.decode(JSONValue.self)
                    }
                }
            }
        }
        let text = #"[1,"two",3,null,{"x":4},5]"#
        #expect(try ours(Lossy.self, text).get().numbers == [1, 3, 5])
        #expect(try JSONDecoder().decode(Lossy.self, from: Data(text.utf8)).numbers == [1, 3, 5])
    }

    /// Keys are found as strings compare, whether the object is searched or indexed.
    @Test func keysAreFoundAsStringsCompare() throws {
        struct Accent: Decodable { var é: Int }
        #expect(try ours(Accent.self, #"{"e\u0301":1}"#).get().é == 1)
        #expect(try ours(Accent.self, "{\"e\u{301}\":1}").get().é == 1)
        let padding = (0..<10).map { #""k\#($0)":0"# }.joined(separator: ",")
        #expect(try ours(Accent.self, #"{\#(padding),"e\u0301":2}"#).get().é == 2)
        let long = String(repeating: #"\n"#, count: 100_000)
        #expect(throws: DecodingError.self) { try ours(Accent.self, #"{"\#(long)":1}"#).get() }
    }

    @Test func aTapeReadsOnlyItsRange() throws {
        let bytes = Array(#"{"args":[1,"two"],"x":"#.utf8)
        let tape = try JSONTape(bytes, in: 8..<17)
        #expect(try TapeDecoder(dataReading: .base64).decode(JSONValue.self, from: tape) == [1, "two"])
        #expect(throws: JSONTape.Failure.self) { try JSONTape(bytes, in: 8..<12) }
        #expect(try TapeDecoder(dataReading: .base64).decode(Int?.self, from: .null) == nil)
    }

    @Test func bytesAreReadFromTheirMarkers() throws {
        let bytes = Data([1, 2, 3])
        let reading = TapeDecoder.DataReading.blobs { $0 == "known" ? bytes : nil }
        let decoder = TapeDecoder(dataReading: reading)
        #expect(try decoder.decode([Data].self, from: JSONTape(Array(#"[{"$blob":"known"}]"#.utf8))) == [bytes])
        let unknown = #expect(throws: DecodingError.self) {
            try decoder.decode([Data].self, from: JSONTape(Array(#"[{"$blob":"other"}]"#.utf8)))
        }
        #expect(unknown?.bridgePath == [.index(0)])
        var kept: [Data] = []
        let encoded = try JSONTextEncoder(dataWriting: .blobs { kept.append($0); return "t\(kept.count)" })
            .encode(["a": bytes, "b": Data()])
        #expect(Set(encoded.blobs) == ["t1", "t2"] && kept.count == 2)
        #expect(try JSONValue(json: JSONTextWriter.text(of: encoded.value, maxDepth: 1, maxBytes: 100))
            == ["a": ["$blob": .string(encoded.blobs[kept.firstIndex(of: bytes)!])],
                "b": ["$blob": .string(encoded.blobs[kept.firstIndex(of: Data())!])]])
    }

    // MARK: Writing

    @Test func numbersAndStringsAreWrittenAsJSONEncoderWritesThem() throws {
        var random = SeededRandom(seed: 7)
        var doubles: [Double] = [0, -0.0, 1, 100, 1e15, 1e16, 0x1p53, 0x1p53 - 1, 0.1, 1e-7, .leastNonzeroMagnitude,
                                 .greatestFiniteMagnitude, -1.5e300, 1e21, 0.000001, 1234.5678]
        for _ in 0..<5_000 {
            switch random.next() % 4 {
            case 0: doubles.append(Double(bitPattern: random.next()))
            case 1: doubles.append(Double(Int64(bitPattern: random.next()) >> 10))
            case 2: doubles.append(Double(Int64(bitPattern: random.next()) % 10_000_000) / 100)
            default: doubles.append(Double(random.next() % 1_000_000) * 1e14)
            }
        }
        doubles = doubles.filter(\.isFinite)
        // Whole numbers below 2^64 that JSONEncoder writes with an exponent (a Double from 2^53, a Float from 2^24) are
        // written as their exact digits (`wholeNumbersAreWrittenExactly`).
        let writtenExactly = { (value: Double, from: Double) in
            value.magnitude >= from && value.magnitude < 0x1p64 && value.rounded() == value
        }
        try expectWrittenAsFoundationWrites(doubles.filter { !writtenExactly($0, 0x1p53) })
        let floats = doubles.map(Float.init).filter(\.isFinite) + [16_777_215, 0.1]
        try expectWrittenAsFoundationWrites(floats.filter { !writtenExactly(Double($0), 0x1p24) })
        try expectWrittenAsFoundationWrites((0..<2_000).map { _ in Int64(bitPattern: random.next()) } + [.min, .max, 0])
        try expectWrittenAsFoundationWrites([UInt64.max, 0, 1])
        let pieces = ["\"", "\\", "/", "\u{8}", "\u{c}", "\n", "\r", "\t", "\u{0}", "\u{1f}", "\u{7f}", "\u{2028}", "é",
                      "😀", "abc", "\u{10FFFF}"]
        let strings = (0..<1_000).map { _ in
            (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        try expectWrittenAsFoundationWrites(strings)
        #expect(try ours([String].self, written(strings)).get() == strings)
        #expect(try ours([Double].self, written(doubles)).get().map(\.bitPattern) == doubles.map(\.bitPattern))
    }

    /// A whole number below 2^64 is written as its exact digits, so that an integer reads it back as the same number:
    /// `JSONEncoder`'s shortest text of 2^60, `1.152921504606847e+18`, is 1152921504606847000 as an integer.
    @Test func wholeNumbersAreWrittenExactly() throws {
        var random = SeededRandom(seed: 11)
        let doubles: [Double] = [0x1p53, 0x1p53 + 2, 0x1p60, -0x1p63, 0x1p64 - 0x1p11, 1e19]
            + (0..<2_000).map { _ in Double(Int64(bitPattern: random.next())) }
            + (0..<2_000).map { _ in Double(random.next()) }.filter { $0 < 0x1p64 }
        for value in doubles {
            let text = try written(value)
            #expect(text == (value < 0 ? "-" : "") + String(UInt64(value.magnitude)))
            #expect(try JSONDecoder().decode(Double.self, from: Data(text.utf8)) == value)
            #expect(try ours(Double.self, text).get() == value)
            if let integer = Int64(exactly: value) {
                #expect(try ours(Int64.self, text).get() == integer)
                #expect(try JSONValue.number(value).decode(as: Int64.self) == integer)
            }
            if let unsigned = UInt64(exactly: value) {
                #expect(try JSONValue.number(value).decode(as: UInt64.self) == unsigned)
            }
        }
        #expect(try written(0x1p64) == "1.8446744073709552e+19", "past 2^64, the shortest text")
        for value in doubles.map(Float.init) + [16_777_216, 123_456_792] where value.magnitude < 0x1p64 {
            let text = try written(value)
            #expect(text == (value < 0 ? "-" : "") + String(UInt64(value.magnitude)))
            #expect(try ours(Float.self, text).get() == value)
            #expect(try JSONDecoder().decode(Float.self, from: Data(text.utf8)) == value)
        }
        #expect(try JSONValue.number(0x1p60).decode(as: Int.self) == 1 << 60)
    }

    /// Strings are scanned eight bytes at a time: a character that needs escaping is found wherever it falls in a word.
    @Test func everyCharacterThatNeedsEscapingIsFoundAtEveryPlace() throws {
        let specials: [Character] = ["\"", "\\", "\u{0}", "\n", "\u{1f}", "é", "😀", "/", "\u{7f}"]
        var strings: [String] = []
        for special in specials {
            for place in 0..<20 {
                var text = Array(repeating: Character("a"), count: 20)
                text[place] = special
                strings.append(String(text))
            }
        }
        try expectWrittenAsFoundationWrites(strings)
        #expect(try ours([String].self, written(strings)).get() == strings)
        #expect(try ours([String].self, String(decoding: Self.foundationEncoder.encode(strings), as: UTF8.self)).get()
            == strings)
        for place in 0..<20 {
            var text = Array(#""aaaaaaaaaaaaaaaaaaaa""#.utf8)
            text[place + 1] = 0x01
            #expect(throws: JSONTape.Failure.self) { try JSONTape(text) }
        }
    }

    @Test func whatJSONCannotHoldIsRefused() throws {
        #expect(throws: EncodingError.self) { try JSONTextEncoder(dataWriting: .base64).encode([1, Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONTextEncoder(dataWriting: .base64).encode(Float.infinity) }
        #expect(throws: EncodingError.self) { try JSONTextEncoder(dataWriting: .base64).encode(Nothing()) }
        #expect(try written([Nothing()]) == "[{}]", "a nested value that writes nothing is an empty object")
        #expect(throws: JSONTextWriter.Failure.notFinite) {
            try JSONTextWriter.text(of: .json(.number(.infinity)), maxDepth: 5, maxBytes: 100)
        }
    }

    @Test func theWriterStopsAtItsBounds() throws {
        let nested: JSONValue = [[[["deep"]]]]
        #expect(try JSONTextWriter.text(of: .json(nested), maxDepth: 4, maxBytes: 100) == #"[[[["deep"]]]]"#)
        #expect(throws: JSONTextWriter.Failure.tooDeep) {
            try JSONTextWriter.text(of: .json(nested), maxDepth: 3, maxBytes: 100)
        }
        let marker = try JSONTextEncoder(dataWriting: .blobs { _ in "t" }).encode([Data([1])]).value
        #expect(try JSONTextWriter.text(of: marker, maxDepth: 1, maxBytes: 100) == #"[{"$blob":"t"}]"#,
                "a blob marker is bytes to the page, not a level")
        let long = Array(repeating: "0123456789", count: 100_000)
        #expect(throws: JSONTextWriter.Failure.tooLarge) {
            try JSONTextWriter.text(of: JSONTextEncoder(dataWriting: .base64).encode(long).value, maxDepth: 5,
                                    maxBytes: 1_000)
        }
        #expect(try written(long).utf8.count == 1_300_001)
    }

    // MARK: Random texts

    /// Random JSON texts and mutations of them: Foundation and the tape take the same ones, as the same values.
    /// (Foundation leaves the later member of a duplicated key unread; the tape reads everything, so it refuses a
    /// text Foundation takes only when JSONSerialization, which reads everything too, refuses it as well.)
    @Test func randomTextsAndTheirMutationsReadAsJSONDecoderReadsThem() {
        var random = SeededRandom(seed: 11)
        let alphabet = Array("{}[],:\"\\ 0123456789.eE+-tfnulsarxu".utf8) + [0x01, 0xFF, 0xC3]
        for round in 0..<4_000 {
            var bytes = Array(randomJSON(&random, depth: 0).utf8)
            if round % 2 == 1 {
                for _ in 0...(random.next() % 3) where !bytes.isEmpty {
                    let at = Int(random.next() % UInt64(bytes.count))
                    let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                    switch random.next() % 3 {
                    case 0: bytes[at] = byte
                    case 1: bytes.remove(at: at)
                    default: bytes.insert(byte, at: at)
                    }
                }
            }
            let ours = Result { try TapeDecoder(dataReading: .base64).decode(JSONValue.self, from: JSONTape(bytes)) }
            let theirs = Result { try JSONDecoder().decode(JSONValue.self, from: Data(bytes)) }
            switch (ours, theirs) {
            case (.success(let mine), .success(let foundations)):
                #expect(mine == foundations, "\(String(decoding: bytes, as: UTF8.self))")
            case (.failure, .failure):
                break
            case (.failure, .success):
                #expect((try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)) == nil,
                        "refused \(String(decoding: bytes, as: UTF8.self))")
            case (.success, .failure):
                // Foundation refuses a zero with an exponent ("0e5"); the tape takes it as 0.
                #expect(String(decoding: bytes, as: UTF8.self).contains(/0[eE]/),
                        "took \(String(decoding: bytes, as: UTF8.self))")
            }
        }
    }

    // MARK: Helpers

    struct Item: Codable, Equatable { var count: Int }
    struct Order: Codable, Equatable { var items: [Item]; var note: String? }

    enum Shape: Codable, Equatable { case circle(radius: Double), square(Int), none }

    /// A class that writes its superclass's values under `super`.
    typealias Derived = JSONValueCodingTests.Derived

    struct Everything: Codable, Equatable {
        var int = -5, int8: Int8 = -128, int16: Int16 = 300, int32: Int32 = -70_000, int64 = Int64.min
        var uint: UInt = 5, uint8: UInt8 = 255, uint16 = UInt16.max, uint32: UInt32 = 4_000_000_000, uint64 = UInt64.max
        var float: Float = 0.1, double = 1.0 / 3, flag = true, text = "a\"\\\n\u{1}é😀/", missing: Int? = nil
        var orders = [Order(items: [Item(count: 1)], note: nil), Order(items: [], note: "n")]
        var map = ["a": 1, "b": 2], byNumber = [1: "one", -2: "minus two"]
        var url = URL(string: "https://example.com/a?b=c")!, date = Date(timeIntervalSinceReferenceDate: 12_345.5)
        var decimal = Decimal(string: "12.345")!, shape = Shape.circle(radius: 2.5), shapes: [Shape] = [.square(3), .none]
        var any: JSONValue = ["k": [1, "two", nil, true, ["n": 1.5]]], nested: [[Int?]] = [[1, nil], [], [3]]
        var bytes = Data([1, 2, 3, 255]), derived = Derived()
    }

    struct Nothing: Encodable {
        func encode(to _: any Encoder) throws {}
    }

    /// A generator of the same numbers every run (xorshift64*).
    struct SeededRandom {
        private var state: UInt64

        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    static let foundationEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return encoder
    }()

    private func ours<Value: Decodable>(_: Value.Type, _ text: String) -> Result<Value, any Error> {
        Result { try TapeDecoder(dataReading: .base64).decode(Value.self, from: JSONTape(Array(text.utf8))) }
    }

    private func written(_ value: some Encodable) throws -> String {
        try JSONTextWriter.text(of: JSONTextEncoder(dataWriting: .base64).encode(value).value, maxDepth: 64,
                                maxBytes: .max)
    }

    private func expectWrittenAsFoundationWrites(_ values: some Encodable,
                                                 sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let theirs = String(decoding: try Self.foundationEncoder.encode(values), as: UTF8.self)
        #expect(try written(values) == theirs, sourceLocation: sourceLocation)
    }

    /// Decodes `text` as `Value` with both decoders: both take it as the same value, or both refuse it (or only the
    /// tape, a number that is not whole); a type mismatch, a missing key or a null that both find in valid JSON names
    /// the same path.
    private func expectSameReading<Value: Decodable & Equatable>(_: Value.Type, _ text: String,
                                                                 sourceLocation: SourceLocation = #_sourceLocation)
    {
        let theirs = Result { try JSONDecoder().decode(Value.self, from: Data(text.utf8)) }
        switch (ours(Value.self, text), theirs) {
        case (.success(let mine), .success(let foundations)):
            #expect(mine == foundations, "\(Value.self) from \(text)", sourceLocation: sourceLocation)
        case (.failure(let mine as DecodingError), .failure(let foundations as DecodingError)):
            switch foundations {
            case .typeMismatch, .keyNotFound, .valueNotFound:
                #expect(mine.bridgePath == foundations.bridgePath, "\(Value.self) from \(text)",
                        sourceLocation: sourceLocation)
            default:
                break
            }
        case (.failure, .failure):
            break
        case (.failure(DecodingError.dataCorrupted(let context)), .success)
            where context.debugDescription.contains("does not fit"):
            // A number whose exact value is not whole (`1e-400` as an Int): JSONDecoder drops its fraction.
            break
        case (let mine, let foundations):
            Issue.record("\(Value.self) from \(text): ours \(mine), JSONDecoder \(foundations)",
                         sourceLocation: sourceLocation)
        }
    }

    private func randomJSON(_ random: inout SeededRandom, depth: Int) -> String {
        func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        let space = pick([" ", "", "\n", "\t", "\r", ""])
        switch random.next() % (depth > 4 ? 6 : 9) {
        case 0: return "null"
        case 1: return pick(["true", "false"])
        case 2: return String(Int64(bitPattern: random.next()) % 2_000)
        case 3: return pick(["1.5", "-0.0", "1e5", "2E-3", "1e308", "123456789012345678901234567890", "-0", "0.1e+2"])
        case 4: return pick([#""plain""#, #""a\nb""#, #""é😀""#, #""\\\/\"""#, #""""#])
        case 5: return pick([#""\u00e9""#, #""\ud83d\ude00""#, #""\u0000""#])
        case 6, 7:
            let items = (0..<(random.next() % 4)).map { _ in space + randomJSON(&random, depth: depth + 1) + space }
            return "[" + items.joined(separator: ",") + "]"
        default:
            let items = (0..<(random.next() % 4)).map { _ in
                "\"" + pick(["a", "b", "é", "a\\u0062", "", "super"]) + "\"" + space + ":" + space
                    + randomJSON(&random, depth: depth + 1)
            }
            return "{" + items.joined(separator: ",") + "}"
        }
    }
}
