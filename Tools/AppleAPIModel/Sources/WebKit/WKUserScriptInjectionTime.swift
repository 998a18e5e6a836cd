// Source: https://developer.apple.com/documentation/webkit/wkuserscriptinjectiontime
//   Apple: `enum WKUserScriptInjectionTime : Int, @unchecked Sendable` imported from an `NS_ENUM(NSInteger, ...)`:
//   `atDocumentStart` = 0, `atDocumentEnd` = 1 (values from the WKUserScript header).
//   Not reproducible here: Apple's imported enum is non-frozen (a `switch` without `@unknown default` warns there);
//   the model's is an ordinary Swift enum.
public enum WKUserScriptInjectionTime: Int, Sendable {
    case atDocumentStart = 0
    case atDocumentEnd = 1
}
