// Source: https://developer.apple.com/documentation/webkit/wkuserscript
//   Apple: `@MainActor class WKUserScript : NSObject, NSCopying`; `init()` is not available.
//   https://developer.apple.com/documentation/webkit/wkuserscript/init(source:injectiontime:formainframeonly:)
//       `init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool)`
//   https://developer.apple.com/documentation/webkit/wkuserscript/init(source:injectiontime:formainframeonly:in:)
//       `init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld)` (iOS 14+)
//   `var source: String { get }`, `var injectionTime: WKUserScriptInjectionTime { get }`,
//   `var isForMainFrameOnly: Bool { get }` (SDK 27.1 listing, https://onestack.dev/ios-reference/WebKit/WKUserScript).
//   Apple has no public getter for the script's content world; the model keeps one for tests (`modelContentWorld`).
//   Not modelled: `NSCopying`, and the `init(source:injectionTime:forMainFrameOnly:inContentWorld:)` spelling that
//   Apple marks unavailable in Swift.
public import Foundation

@MainActor
open class WKUserScript: NSObject {
    private let storedSource: String
    private let storedInjectionTime: WKUserScriptInjectionTime
    private let storedIsForMainFrameOnly: Bool

    // Model only: the world the script was created for (`.page` for the three-argument initializer, as on Apple).
    let modelContentWorld: WKContentWorld

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        storedSource = source
        storedInjectionTime = injectionTime
        storedIsForMainFrameOnly = forMainFrameOnly
        modelContentWorld = .page
        super.init()
    }

    public init(
        source: String,
        injectionTime: WKUserScriptInjectionTime,
        forMainFrameOnly: Bool,
        in contentWorld: WKContentWorld
    ) {
        storedSource = source
        storedInjectionTime = injectionTime
        storedIsForMainFrameOnly = forMainFrameOnly
        modelContentWorld = contentWorld
        super.init()
    }

    open var source: String { storedSource }

    open var injectionTime: WKUserScriptInjectionTime { storedInjectionTime }

    open var isForMainFrameOnly: Bool { storedIsForMainFrameOnly }
}
