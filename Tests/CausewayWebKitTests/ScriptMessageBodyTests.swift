import Causeway
import CausewayWebKit
import Foundation
import Testing

/// What `WKScriptMessage.body` can hold becomes the right JSON value.
@Suite struct ScriptMessageBodyTests {
    @Test func foundationShapesBecomeJSON() {
        #expect(JSONValue(scriptMessageBody: "text" as NSString) == "text")
        #expect(JSONValue(scriptMessageBody: NSNumber(value: 42)) == 42)
        #expect(JSONValue(scriptMessageBody: NSNumber(value: 1.5)) == 1.5)
        #expect(JSONValue(scriptMessageBody: NSNumber(value: true)) == true)
        #expect(JSONValue(scriptMessageBody: NSNumber(value: false)) == false)
        #expect(JSONValue(scriptMessageBody: NSNumber(value: 1)) == 1, "the number 1 is not a Boolean")
        #expect(JSONValue(scriptMessageBody: NSNull()) == nil)
        let nested: NSDictionary = ["list": [1, "two", NSNull(), ["deep": true]] as NSArray, "name": "x"]
        #expect(JSONValue(scriptMessageBody: nested) == ["list": [1, "two", nil, ["deep": true]], "name": "x"])
        #expect(JSONValue(scriptMessageBody: Date(timeIntervalSince1970: 1.5)) == "1970-01-01T00:00:01.500Z")
    }

    @Test func unexpectedAndTooDeepValuesBecomeNull() {
        #expect(JSONValue(scriptMessageBody: NSObject()) == nil)
        var deep: Any = 1
        for _ in 0..<100 { deep = [deep] }
        guard case .array = JSONValue(scriptMessageBody: deep) else {
            Issue.record("the outer levels should still be arrays")
            return
        }
        #expect(JSONValue(scriptMessageBody: deep, depthLimit: 2) == [[nil]])
    }
}
