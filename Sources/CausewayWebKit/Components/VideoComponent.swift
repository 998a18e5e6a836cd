#if canImport(UIKit)
import AVFoundation
import AVKit
public import Causeway
import CoreMedia
import Foundation
public import UIKit

/// The built-in `video` on iOS, as on Linux: an AVFoundation player showing a file from the app, an offline package
/// or the web, in AVKit's player view controller with the system's playback controls (none with `controls="false"`).
/// `src` is resolved against the page's URL; `file:`, `http:` and `https:` URLs play directly, and anything else is
/// loaded as the page would load it (through the engine's scheme handlers for `causeway://` packages, which
/// AVFoundation cannot reach) into a temporary file that goes with the component.
///
/// It reports `loadedmetadata` with `{duration}` (seconds), `play`, `pause`, `ended` (after `pause`, as a page's
/// `<video>` does) and `error` with `{message}`; the page can call `play` (from the start once it has ended),
/// `pause` and `seek` with `{time}` (seconds), and `state` for `{playing, time, duration, ended}`. With `autoplay`
/// it starts once loaded; with `loop` it starts again at the end instead of ending.
///
/// ```html
/// <causeway-view type="video" src="media/intro.mp4" autoplay muted loop></causeway-view>
/// ```
public final class VideoComponent: NativeComponent {
    public typealias Props = VideoProps

    private let playerView = UIView()
    private let player = AVPlayer()
    private var playerController: AVPlayerViewController?
    private let context: ComponentContext
    private var props: Props
    private var loadedCopy: URL?
    private var loading: Task<Void, Never>?
    private var playback: NSKeyValueObservation?
    private var itemStatus: NSKeyValueObservation?
    private var itemEnd: (any NSObjectProtocol)?
    private var reportedPlaying = false
    private var hasEnded = false

    /// How finely seeks are placed: the usual timescale of video, a multiple of the common frame rates.
    private static let timescale: CMTimeScale = 600

    /// A player for `props`, reporting to `context`.
    public init(props: Props, context: ComponentContext) {
        self.context = context
        self.props = props
        showPlayer(withControls: props.controls != false)
        // AVFoundation notifies on the main queue by default.
        playback = player.observe(\.timeControlStatus) { [weak self] player, _ in
            MainActor.assumeIsolated { self?.reportPlaying(player.timeControlStatus != .paused) }
        }
        load(props.src)
    }

    public var view: UIView { playerView }

    public func update(_ props: Props) {
        let source = self.props.src
        self.props = props
        let controls = props.controls != false
        if controls != playerController?.showsPlaybackControls { showPlayer(withControls: controls) }
        if props.src != source { load(props.src) } else { applySettings() }
    }

    public func invoke(_ name: String, _ args: JSONValue) async throws -> JSONValue {
        guard let item = player.currentItem else { throw BridgeError.handlerFailed("The video has not loaded yet") }
        switch name {
        case "play":
            if hasEnded { seek(to: 0) }
            player.play()
        case "pause":
            player.pause()
        case "seek":
            guard let time = args["time"]?.numberValue, time >= 0 else {
                throw BridgeError(.invalidArguments, "seek takes {time} in seconds", path: [.key("time")])
            }
            seek(to: time)
        case "state":
            break
        default:
            throw BridgeError(.unknownMethod, "The video component has no method \(name)")
        }
        return state(of: item)
    }

    /// Stops playing, and lets go of the video and its temporary file.
    public func willBeRemoved() {
        loading?.cancel()
        release()
    }

    /// Shows the player in a new player view controller covering the component's view, with the system's playback
    /// controls or without. AVKit asks not to change `showsPlaybackControls` while the controller is on screen
    /// ("Doing so creates or destroys user interface elements"), so a change of `controls` gets a new controller.
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

    private func load(_ source: String) {
        loading?.cancel()
        release()
        guard let url = context.resolve(source) else {
            return context.send("error", ["message": .string("Not a URL: \(source)")])
        }
        if url.isFileURL || url.scheme == "http" || url.scheme == "https" { return attach(url) }
        loading = context.loadIntoTemporaryFile(url) { [weak self] copy in
            self?.loadedCopy = copy
            self?.attach(copy)
        }
    }

    private func attach(_ url: URL) {
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
        applySettings()
    }

    private func applySettings() {
        player.isMuted = props.muted == true
        player.actionAtItemEnd = props.loop == true ? .none : .pause
    }

    private func itemStatusChanged() {
        guard let item = player.currentItem else { return }
        switch item.status {
        case .readyToPlay:
            context.send("loadedmetadata", ["duration": .number(Self.seconds(item.duration))])
            if props.autoplay == true { player.play() }
        case .failed:
            let message = item.error?.localizedDescription ?? "The video cannot be played"
            context.send("error", ["message": .string(message)])
        default:
            break
        }
    }

    private func itemDidPlayToEnd() {
        if props.loop == true { return player.seek(to: .zero) }
        hasEnded = true
        // In a page's <video>, a clip that ends pauses first; AVFoundation does not say which it reports first.
        reportPlaying(false)
        context.send("ended")
    }

    private func seek(to seconds: Double) {
        player.seek(to: CMTime(seconds: seconds, preferredTimescale: Self.timescale))
        hasEnded = false
    }

    private func reportPlaying(_ playing: Bool) {
        guard playing != reportedPlaying else { return }
        reportedPlaying = playing
        context.send(playing ? "play" : "pause")
    }

    private func state(of item: AVPlayerItem) -> JSONValue {
        [
            "playing": .bool(player.timeControlStatus != .paused),
            "ended": .bool(hasEnded),
            "time": .number(Self.seconds(player.currentTime())),
            "duration": .number(Self.seconds(item.duration)),
        ]
    }

    /// `time` in seconds; 0 while it is not known.
    private static func seconds(_ time: CMTime) -> Double {
        time.seconds.isFinite ? time.seconds : 0
    }

    /// Lets go of the current video: its player item, what observes it, and its temporary file.
    private func release() {
        reportedPlaying = false
        hasEnded = false
        player.pause()
        player.replaceCurrentItem(with: nil)
        itemStatus = nil
        if let itemEnd { NotificationCenter.default.removeObserver(itemEnd) }
        itemEnd = nil
        if let loadedCopy { try? FileManager.default.removeItem(at: loadedCopy) }
        loadedCopy = nil
    }
}
#endif
