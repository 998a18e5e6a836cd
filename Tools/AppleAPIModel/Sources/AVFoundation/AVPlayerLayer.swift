// Source: https://developer.apple.com/documentation/avfoundation/avplayerlayer
//   Apple: `class AVPlayerLayer` (a CALayer subclass; not main-actor isolated). "A common way to use this object in
//   iOS or tvOS is as the backing layer for a UIView" (`override static var layerClass: AnyClass
//   { AVPlayerLayer.self }`). Members modelled:
//   https://developer.apple.com/documentation/avfoundation/avplayerlayer/init(player:)
//       `convenience init(player: AVPlayer?)` (not confirmed here: the page was not in the corpus)
//   https://developer.apple.com/documentation/avfoundation/avplayerlayer/player  `var player: AVPlayer? { get set }`
//   Not modelled: video gravity, the video rect, readiness for display, pixel buffers.
//
// Model: a player layer is the player it shows; it draws nothing.
import Foundation
public import QuartzCore

open class AVPlayerLayer: CALayer {
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    open var player: AVPlayer?
}
