#if canImport(UIKit)
import AVFoundation
import AVKit
public import Causeway
import CoreMedia
public import Foundation
public import UIKit

/// The built-in `video`'s player on iOS: AVFoundation's player in AVKit's player view controller, with the system's
/// playback controls (none with `controls="false"`). It opens `file:`, `http:` and `https:` URLs itself; the
/// component copies anything else, which AVFoundation cannot reach (`causeway://` packages), into a temporary file.
/// `VideoComponent` drives it.
public final class AVKitVideoPlayer: NativeVideoPlayer {
    public var reported: (@MainActor (VideoPlayerReport) -> Void)?
    private let playerView = UIView()
    private let player = AVPlayer()
    private var playerController: AVPlayerViewController?
    private var settings = VideoSettings()
    private var playback: NSKeyValueObservation?
    private var itemStatus: NSKeyValueObservation?
    private var itemEnd: (any NSObjectProtocol)?

    /// How finely seeks are placed: the usual timescale of video, a multiple of the common frame rates.
    private static let timescale: CMTimeScale = 600

    /// A player with nothing open; its view controller comes with the first ``apply(_:)``.
    public init() {
        // AVFoundation notifies on the main queue by default.
        playback = player.observe(\.timeControlStatus) { [weak self] player, _ in
            MainActor.assumeIsolated { self?.reported?(.playing(player.timeControlStatus != .paused)) }
        }
    }

    public var view: UIView { playerView }

    public func opens(_ url: URL) -> Bool {
        url.isFileURL || url.scheme == "http" || url.scheme == "https"
    }

    public func open(_ url: URL) {
        let item = AVPlayerItem(url: url)
        itemStatus = item.observe(\.status) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.itemStatusChanged() }
        }
        // AVFoundation may post the end on any thread, and the video may have changed by the time it arrives here.
        itemEnd = NotificationCenter.default.addObserver(
            forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: nil
        ) { [weak self, weak item] _ in
            Task { @MainActor in
                guard let self, let item, item === self.player.currentItem else { return }
                self.itemDidPlayToEnd()
            }
        }
        player.replaceCurrentItem(with: item)
    }

    public func close() {
        player.pause()
        player.replaceCurrentItem(with: nil)
        itemStatus = nil
        if let itemEnd { NotificationCenter.default.removeObserver(itemEnd) }
        itemEnd = nil
    }

    public var isOpen: Bool { player.currentItem != nil }

    public func apply(_ settings: VideoSettings) {
        self.settings = settings
        if settings.showsControls != playerController?.showsPlaybackControls {
            showPlayer(withControls: settings.showsControls)
        }
        player.isMuted = settings.isMuted
        player.actionAtItemEnd = settings.loops ? .none : .pause
    }

    public func play() {
        player.play()
    }

    public func pause() {
        player.pause()
    }

    public func seek(to seconds: Double) {
        player.seek(to: CMTime(seconds: seconds, preferredTimescale: Self.timescale))
    }

    public var isPlaying: Bool { player.timeControlStatus != .paused }

    public var time: Double { Self.seconds(player.currentTime()) }

    public var duration: Double { player.currentItem.map { Self.seconds($0.duration) } ?? 0 }

    /// Shows the player in a new player view controller covering the view, with the system's playback controls or
    /// without. AVKit asks not to change `showsPlaybackControls` while the controller is on screen ("Doing so
    /// creates or destroys user interface elements"), so a change of `controls` gets a new controller.
    private func showPlayer(withControls controls: Bool) {
        if let previous = playerController {
            previous.viewIfLoaded?.removeFromSuperview()
            previous.player = nil
        }
        let controller = AVPlayerViewController()
        controller.showsPlaybackControls = controls
        controller.player = player
        controller.view.frame = playerView.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        playerView.addSubview(controller.view)
        playerController = controller
    }

    private func itemStatusChanged() {
        guard let item = player.currentItem else { return }
        switch item.status {
        case .readyToPlay:
            reported?(.ready(duration: Self.seconds(item.duration)))
        case .failed:
            reported?(.failed(item.error?.localizedDescription ?? "The video cannot be played"))
        default:
            break
        }
    }

    private func itemDidPlayToEnd() {
        if settings.loops { return player.seek(to: .zero) }
        reported?(.ended)
    }

    /// `time` in seconds; 0 while it is not known.
    private static func seconds(_ time: CMTime) -> Double {
        time.seconds.isFinite ? time.seconds : 0
    }
}
#endif
