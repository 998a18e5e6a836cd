#if canImport(WebKit) && canImport(UIKit)
public import Causeway
import Foundation

extension JSONValue {
    /// Converts what `WKScriptMessage.body` holds: `NSString`, `NSNumber` (Booleans included), `NSDictionary`,
    /// `NSArray`, `NSNull` and `Date` (as ISO 8601 text, which is what `JSON.stringify` makes of a JavaScript date).
    ///
    /// Anything else (an unexpected object) becomes `null`; nesting deeper than `depthLimit` becomes `null` too.
    public init(scriptMessageBody body: Any, depthLimit: Int = 64) {
        switch body {
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            self = Self.isBoolean(number) ? .bool(number.boolValue) : .number(number.doubleValue)
        case let date as Date:
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            self = .string(formatter.string(from: date))
        case is NSNull:
            self = .null
        case let array as [Any] where depthLimit > 0:
            self = .array(array.map { JSONValue(scriptMessageBody: $0, depthLimit: depthLimit - 1) })
        case let dictionary as [String: Any] where depthLimit > 0:
            self = .object(dictionary.mapValues { JSONValue(scriptMessageBody: $0, depthLimit: depthLimit - 1) })
        default:
            self = .null
        }
    }

    /// Whether an `NSNumber` came from a JavaScript Boolean: WebKit makes those as Boolean numbers, whose Objective-C
    /// type is `c` (a `char`), while JavaScript numbers arrive as integers or doubles.
    private static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c" && (number.intValue == 0 || number.intValue == 1)
    }
}
#endif
