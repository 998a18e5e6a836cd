// A transcription of the part of Core Animation's `CALayer` that CausewayWebKit uses. Not shipped; on Apple platforms
// the real QuartzCore is used (UIKit re-exports it there; the adapter imports it explicitly, which works in both
// places).
//
// Source: https://developer.apple.com/documentation/quartzcore/calayer
//   Apple: `class CALayer : NSObject` (plus NSSecureCoding and CAMediaTiming; not main-actor isolated). Members, as
//   Apple's pages give them (".../" is https://developer.apple.com/documentation/quartzcore/calayer/):
//   .../name           `var name: String? { get set }` ("The default value of this property is `nil`.")
//   .../cornerradius   `var cornerRadius: CGFloat { get set }` ("The default value of this property is `0.0`.")
//   .../maskstobounds  `var masksToBounds: Bool { get set }` ("The default value of this property is `false`.")
//   `init()` is inherited from NSObject.
//   Not modelled: geometry, contents, sublayers, masks, animation, everything else.
//
// Model: a layer is the three values above and draws nothing. (On Apple, `masksToBounds` with a corner radius clips
// the layer's sublayers to the rounded bounds; the model only stores the values.)
public import Foundation

open class CALayer: NSObject {
    public override init() {
        super.init()
    }

    open var name: String?

    open var cornerRadius: CGFloat = 0

    open var masksToBounds = false
}
