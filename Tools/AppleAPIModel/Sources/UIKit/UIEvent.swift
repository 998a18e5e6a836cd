// Source: https://developer.apple.com/documentation/uikit/uievent
//   Apple: `@MainActor class UIEvent : NSObject`; nothing of its own is modelled: the adapter only needs the type,
//   as the type of the touch methods' `event`. `init()` is inherited from NSObject.
//   Not modelled: types, timestamps, the event's touches.
public import Foundation

@MainActor
open class UIEvent: NSObject {
    public override init() {
        super.init()
    }
}
