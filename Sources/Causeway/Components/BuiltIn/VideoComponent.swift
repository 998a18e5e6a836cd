public import Foundation

/// The built-in `video`, played by a platform's ``NativeVideoPlayer``: a file from the app, an offline package or
/// the web, with the system's playback controls (none with `controls="false"` where the platform can hide them).
/// `src` is resolved against the page's URL; what the player does not open itself is loaded as the page would load
/// it (through the engine's scheme handlers for `causeway://` packages) into a temporary file that goes with the
/// component.
///
/// It reports `loadedmetadata` with `{duration}` (seconds), `play`, `pause`, `ended` (after `pause`, as a page's
/// `<video>` does) and `error` with `{message}`; the page can call `play` (from the start once it has ended),
/// `pause`, `seek` with `{time}` (seconds) and `state`, and each answers `{playing, time, duration, ended}`. With
/// `autoplay` it starts once loaded; with `loop` it starts again at the end instead of ending.
///
/// ```html
/// <causeway-view type="video" src="media/intro.webm" autoplay muted loop></causeway-view>
/// ```
public final class VideoComponent<Player: NativeVideoPlayer>: NativeComponent {
    public typealias Props = VideoProps

    /// The video loaded far enough to play.
    public static var loadedMetadata: ComponentEvent<VideoMetadata> { ComponentEvent("loadedmetadata") }
    /// It started playing.
    public static var play: ComponentEvent<Empty> { ComponentEvent("play") }
    /// It stopped playing.
    public static var pause: ComponentEvent<Empty> { ComponentEvent("pause") }
    /// It played to its end.
    public static var ended: ComponentEvent<Empty> { ComponentEvent("ended") }

    public static var events: [any ComponentEventDescribing] { [loadedMetadata, play, pause, ended] }

    public static func register(_ methods: ComponentMethods<VideoComponent>) {
        methods.handle("play") { video in try video.playing { video.startPlaying() } }
        methods.handle("pause") { video in try video.playing { video.player.pause() } }
        methods.handle("seek") { (video: VideoComponent, seek: VideoSeek) in
            guard seek.time >= 0 else {
                throw BridgeError(.invalidArguments, "seek takes {time} in seconds, not less than 0", path: [.key("time")])
            }
            return try video.playing { video.seek(to: seek.time) }
        }
        methods.handle("state") { video in try video.playing {} }
    }

    /// The platform's player.
    public let player: Player
    private let context: ComponentContext
    private var props: Props
    private var loadedCopy: URL?
    private var loading: Task<Void, Never>?
    private var reportedPlaying = false
    private var hasEnded = false

    /// `player` playing `props`, reporting to `context`.
    public init(_ player: Player, props: Props, context: ComponentContext) {
        self.player = player
        self.context = context
        self.props = props
        player.apply(props.settings)
        player.reported = { [weak self] report in self?.playerReported(report) }
        load(props.src)
    }

    isolated deinit {
        loading?.cancel()
        release()
    }

    public var view: Player.View { player.view }

    public func update(_ props: Props) {
        let source = self.props.src
        self.props = props
        player.apply(props.settings)
        if props.src != source { load(props.src) }
    }

    /// Stops playing, and lets go of the video and its temporary file.
    public func willBeRemoved() {
        loading?.cancel()
        release()
    }

    /// Runs `change` on the open video and answers where it is then.
    private func playing(_ change: () -> Void) throws(BridgeError) -> VideoState {
        guard player.isOpen else { throw BridgeError.handlerFailed("The video has not loaded yet") }
        change()
        return VideoState(playing: player.isPlaying, ended: hasEnded, time: player.time, duration: player.duration)
    }

    private func startPlaying() {
        if hasEnded { seek(to: 0) }
        player.play()
    }

    private func seek(to seconds: Double) {
        player.seek(to: seconds)
        hasEnded = false
    }

    private func load(_ source: String) {
        loading?.cancel()
        release()
        let url: URL
        do throws(BridgeError) {
            url = try context.admit(source)
        } catch {
            return context.send(.error, ComponentFault(error.message))
        }
        if player.opens(url) { return player.open(url) }
        loading = context.loadIntoTemporaryFile(url) { [weak self] copy in
            self?.loadedCopy = copy
            self?.player.open(copy)
        }
    }

    private func playerReported(_ report: VideoPlayerReport) {
        switch report {
        case .ready(let duration):
            context.send(Self.loadedMetadata, VideoMetadata(duration: duration))
            // Autoplay starts a newly loaded video once; a page that pauses it later keeps it paused.
            if props.autoplay == true { player.play() }
        case .playing(let playing):
            if playing { hasEnded = false }
            reportPlaying(playing)
        case .ended:
            hasEnded = true
            // In a page's <video>, a clip that ends pauses first; players do not all say which they report first.
            reportPlaying(false)
            context.send(Self.ended)
        case .failed(let detail):
            // The player's own text names files and libraries: the app's log has it, the page a plain message.
            context.fail("The video could not be played", detail: detail)
        }
    }

    private func reportPlaying(_ playing: Bool) {
        guard playing != reportedPlaying else { return }
        reportedPlaying = playing
        context.send(playing ? Self.play : Self.pause)
    }

    /// Lets go of the current video and its temporary file; what the player does meanwhile is not reported.
    private func release() {
        reportedPlaying = false
        hasEnded = false
        player.close()
        if let loadedCopy { try? FileManager.default.removeItem(at: loadedCopy) }
        loadedCopy = nil
    }
}
