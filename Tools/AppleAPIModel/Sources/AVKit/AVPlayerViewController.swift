// Source: https://developer.apple.com/documentation/avkit/avplayerviewcontroller
//   Apple: `@MainActor class AVPlayerViewController` (a UIViewController subclass: "A view controller that displays
//   content from a player and presents a native user interface to control playback."; "The framework doesn't
//   support subclassing AVPlayerViewController."). `init()` is NSObject's, as for any view controller. Members
//   modelled (".../" is https://developer.apple.com/documentation/avkit/avplayerviewcontroller/):
//   .../player                 `var player: AVPlayer? { get set }` ("The player object that provides the media
//                              content for the view controller to display.")
//   .../showsplaybackcontrols  `var showsPlaybackControls: Bool { get set }` ("The default value is `true`.";
//                              "Don't use this property to change the visibility of the playback controls while the
//                              player view controller is onscreen. Doing so creates or destroys user interface
//                              elements.")
//   Not modelled: video gravity, the video bounds, readiness for display, the content overlay view, full screen,
//   Picture in Picture, the delegate, info views, everything else.
//
// Model: the controller's view (loaded on first use, as any view controller's) shows nothing; it is a
// `ModelPlayerControllerView` that knows its controller, so tests can tell which controller a view in the hierarchy
// belongs to (UIKit's responder chain would say so through `next`, which the model lacks). The controls are the
// flag only: nothing is drawn, and nothing the controls would do (play, pause, scrub) happens unless a test does it
// to the player. Changing `showsPlaybackControls` while the view is in a window is recorded in
// `modelControlsChangedOnscreen`, so tests can check that the adapter heeds Apple's warning.
public import AVFoundation
import Foundation
public import UIKit

@MainActor
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?

    open var showsPlaybackControls = true {
        didSet {
            if showsPlaybackControls != oldValue, viewIfLoaded?.window != nil { modelControlsChangedOnscreen = true }
        }
    }

    // Model only: whether `showsPlaybackControls` changed while the view was in a window.
    private(set) var modelControlsChangedOnscreen = false

    open override func loadView() {
        view = ModelPlayerControllerView(modelController: self)
    }
}

// Model only: the view of an `AVPlayerViewController`, which shows nothing and knows its controller. Not Apple API
// (Apple's view classes for the player are private), hence internal.
final class ModelPlayerControllerView: UIView {
    /// The controller whose view this is.
    private(set) weak var modelController: AVPlayerViewController?

    init(modelController: AVPlayerViewController) {
        self.modelController = modelController
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
