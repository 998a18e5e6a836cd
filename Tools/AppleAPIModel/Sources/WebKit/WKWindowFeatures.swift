// Source: https://developer.apple.com/documentation/webkit/wkwindowfeatures
//   Apple: `@MainActor class WKWindowFeatures : NSObject`; `init()` inherited from NSObject and public. All eight
//   members are `var ...: NSNumber? { get }` (`nil` when the page did not ask), as listed at
//   https://onestack.dev/ios-reference/WebKit/WKWindowFeatures and e.g.
//   https://developer.apple.com/documentation/webkit/wkwindowfeatures/menubarvisibility
public import Foundation

@MainActor
open class WKWindowFeatures: NSObject {
    public override init() {
        super.init()
    }

    // Model only: tests set the requested features directly.
    var modelMenuBarVisibility: NSNumber?
    var modelStatusBarVisibility: NSNumber?
    var modelToolbarsVisibility: NSNumber?
    var modelAllowsResizing: NSNumber?
    var modelX: NSNumber?
    var modelY: NSNumber?
    var modelWidth: NSNumber?
    var modelHeight: NSNumber?

    open var menuBarVisibility: NSNumber? { modelMenuBarVisibility }
    open var statusBarVisibility: NSNumber? { modelStatusBarVisibility }
    open var toolbarsVisibility: NSNumber? { modelToolbarsVisibility }
    open var allowsResizing: NSNumber? { modelAllowsResizing }
    open var x: NSNumber? { modelX }
    open var y: NSNumber? { modelY }
    open var width: NSNumber? { modelWidth }
    open var height: NSNumber? { modelHeight }
}
