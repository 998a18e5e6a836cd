#if canImport(UIKit)
import AVFoundation
import UIKit

/// A view whose own layer shows a player's video, so the picture follows the view as it moves and resizes.
final class PlayerView: UIView {
    override static var layerClass: AnyClass { AVPlayerLayer.self }

    /// The player whose video the view shows.
    var player: AVPlayer? {
        get { playerLayer.player }
        set { playerLayer.player = newValue }
    }

    private var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}
#endif
