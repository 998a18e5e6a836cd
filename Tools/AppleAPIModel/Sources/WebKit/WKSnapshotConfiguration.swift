// Source: https://developer.apple.com/documentation/webkit/wksnapshotconfiguration
//   Apple: `@MainActor class WKSnapshotConfiguration : NSObject` (also NSCopying, not modelled), `init()` public.
//   Members (".../" is https://developer.apple.com/documentation/webkit/wksnapshotconfiguration/):
//   .../rect                 `var rect: CGRect { get set }` (`.null`, the default, means the web view's bounds)
//   .../snapshotwidth        `var snapshotWidth: NSNumber? { get set }`
//   .../afterscreenupdates   `var afterScreenUpdates: Bool { get set }` (default `true`)
//
// Model: the settings are recorded (see `WKWebView.modelSnapshotConfigurations`); the model's snapshot is whatever
// image the test gave it, whatever the configuration.
public import Foundation

@MainActor
open class WKSnapshotConfiguration: NSObject {
    public override init() {
        super.init()
    }

    open var rect: CGRect = .null

    open var snapshotWidth: NSNumber?

    open var afterScreenUpdates = true
}
