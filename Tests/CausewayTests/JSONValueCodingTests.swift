@testable import Causeway
import Foundation
import Testing

/// Values go into and out of a JSONValue as they go into and out of JSON text with Foundation's coders.
@Suite struct JSONValueCodingTests {
    enum Mood: String, Codable, Equatable { case calm, busy }

    class Base: Codable {
        var id = 1
    }

    final class Derived: Base, Equatable {
        var label = "x"

        override init() { super.init() }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            label = try container.decode(String.self, forKey: .label)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(label, forKey: .label)
            try super.encode(to: container.superEncoder())
        }

        static func == (lhs: Derived, rhs: Derived) -> Bool { lhs.id == rhs.id && lhs.label == rhs.label }

        private enum Keys: String, CodingKey { case label }
    }

    struct Everything: Codable, Equatable {
        var flag = true
        var text = "héllo \"quoted\"\n"
        var double = 1.5
        var float: Float = 0.25
        var int = -42
        var small: Int8 = -8
        var unsigned: UInt64 = 9_007_199_254_740_992
        var optional: String? = nil
        var present: Int? = 7
        var list = [1, 2, 3]
        var nested = [[1], [], [2, 3]]
        var map = ["a": 1, "b": 2]
        var byNumber = [1: "one", 2: "two"]
        var bytes = Data([0, 1, 2, 255])
        var url = URL(string: "https://app.example/a?b=c")!
        var date = Date(timeIntervalSinceReferenceDate: 1234.5)
        var mood = Mood.busy
        var any: JSONValue = ["k": [1, "two", nil, true]]
        var derived = Derived()
    }

    @Test func valuesEncodeAsJSONTextHasThem() throws {
        let value = Everything()
        let viaText = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        #expect(try JSONValue(encoding: value) == viaText)
        #expect(try viaText.decode(as: Everything.self) == value)
    }

    @Test func scalarsAndEmptyContainersAtTheTop() throws {
        #expect(try JSONValue(encoding: 3) == 3)
        #expect(try JSONValue(encoding: [Int]()) == [])
        #expect(try JSONValue(encoding: [String: Int]()) == [:])
        #expect(try JSONValue.null.decode(as: String?.self) == nil)
        #expect(try JSONValue.number(2.0).decode(as: Int.self) == 2)
    }

    @Test func mismatchesFailAsThroughJSONTextAndNameTheirPath() throws {
        struct Item: Decodable { var count: Int }
        struct Order: Decodable { var items: [Item] }
        func throughText<Value: Decodable>(_ value: JSONValue, as _: Value.Type) -> BridgeError? {
            let decoded = Result { try JSONDecoder().decode(Value.self, from: Data(value.jsonText.utf8)) }
            guard case .failure(let error as DecodingError) = decoded else { return nil }
            return BridgeError(.invalidArguments, error.summary, path: error.bridgePath)
        }
        func expectSameFailure<Value: Decodable>(_ value: JSONValue, as type: Value.Type) {
            guard let expected = throughText(value, as: type) else {
                Issue.record("JSONDecoder takes \(value.jsonText) as \(type)")
                return
            }
            #expect(throws: expected) { try value.decode(as: type) }
        }
        let order: JSONValue = ["items": [["count": 1], ["count": 2], ["count": "three"]]]
        expectSameFailure(order, as: Order.self)
        #expect(throughText(order, as: Order.self)?.path == [.key("items"), .index(2), .key("count")])
        expectSameFailure(["items": [[:]]], as: Order.self)
        expectSameFailure(["items": [nil]], as: Order.self)
        expectSameFailure(.null, as: String.self)
        expectSameFailure("x", as: [Int].self)
        expectSameFailure([1, 2], as: [String: Int].self)
        // JSONDecoder refuses a number its type cannot hold as JSON that is not valid, without a path.
        #expect(throws: BridgeError(.invalidArguments, "items.Index 0.count: Parsed JSON number <1.5> does not fit in Int.",
                                    path: [.key("items"), .index(0), .key("count")]))
        {
            try JSONValue.object(["items": [["count": 1.5]]]).decode(as: Order.self)
        }
        #expect(throws: BridgeError.self) { try JSONValue.number(300).decode(as: UInt8.self) }
        #expect(throws: BridgeError.self) { try JSONValue.number(-1).decode(as: UInt.self) }
        #expect(throws: BridgeError.self) { try JSONValue(encoding: Double.infinity) }
    }
}
